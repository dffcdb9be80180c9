import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { QuizType, ReportItem } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeApi, json, type SeenCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AssessmentReportPage from './AssessmentReportPage';

beforeAll(async () => {
  await i18n.loadNamespaces('reports');
});

const item = (id: number, name: string, quizType: QuizType): ReportItem => ({
  id, quiz_id: id + 100, exam_name: name, topic: 'Scratch', quiz_type: quizType, attempted_at: '2026-11-20T05:00:00.000Z',
  your_result: { score: 50 }, student_score: 50, average_score: 50, highest_score: 50, total_questions: 2,
  correct_questions: 1, wrong_questions: 1, unattempted_questions: 0, marks: 1, max_marks: 2, passed: true, certificate_url: null,
  questions_feedback: [], answers_hidden: null,
});
const reports: Record<string, ReportItem[]> = {
  homework: [item(1, 'Robotics Homework', 'homework')],
  final_exam: [item(21, 'Electronics Final Exam', 'final_exam'), item(22, 'Scratch Final Exam', 'final_exam')],
};

let calls: SeenCall[];
beforeEach(() => {
  localStorage.setItem('isAuthenticated', 'true');
  calls = fakeApi(({ query }) => json({ results: reports[query.get('quiz_type') ?? ''] ?? [] }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderAt = (address: string) => renderWithProviders(
  <MemoryRouter initialEntries={[address]}><AssessmentReportPage /></MemoryRouter>,
);

describe('AssessmentReportPage', () => {
  it("opens the report type and the attempt its address names (a quiz result's 'Show Report', issue 28 item 2)", async () => {
    renderAt('/dashboard/assessment-report?type=annual&attempt=22');
    await waitFor(() => expect(screen.getByTestId('assessment-exam-select')).toHaveValue('22'));
    expect(screen.getByTestId('report-type-select')).toHaveValue('annual');
    expect(calls.map((c) => c.query.get('quiz_type'))).toEqual(['final_exam']);
  });

  it('opens Homework at its newest exam without an address query', async () => {
    renderAt('/dashboard/assessment-report');
    await waitFor(() => expect(screen.getByTestId('assessment-exam-select')).toHaveValue('1'));
    expect(screen.getByTestId('report-type-select')).toHaveValue('homework');
  });

  it('shows the exam\'s marks out of its maximum, and the partly right questions (ADR 0041)', async () => {
    const kept = reports.homework;
    reports.homework = [{
      ...item(1, 'Robotics Homework', 'homework'), total_questions: 4, correct_questions: 1, wrong_questions: 1, unattempted_questions: 1,
      marks: 3.5, max_marks: 8,
    }];
    try {
      renderAt('/dashboard/assessment-report');
      expect(await screen.findByTestId('marks-marks')).toHaveTextContent('3.5 / 8');
      expect(screen.getByTestId('marks-partial')).toHaveTextContent('1');
      // The pie has a slice of its own for them.
      expect(screen.getByTestId('marks-overview')).toHaveTextContent('Partly right: 1 (25%)');
    } finally {
      reports.homework = kept;
    }
  });
});
