import type { FastifyPluginAsync } from 'fastify';
import { assignmentEndpoints, type Language } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool, type SchoolContext } from '../../policies';
import { quizReports } from './assignment-reports.service';
import { assignQuiz } from './assign-quiz.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Homework, pre- and post-assessment reports and their assignment (ADR 0007): teachers read and assign, the school
 * account reads the same reports; a superuser reads any school's (?school=) and is refused writes.
 */
export const assignmentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = assignmentEndpoints;

  // Each report is kept as its JSON text for a few seconds (ADR 0007, 0013); any write of the school starts it afresh.
  // ?grade= narrows only the quizzes that can be assigned (the assign dialog's list once a class is chosen).
  // Quiz names in the reader's language (ADR 0044): the kept answers are kept per language.
  const homework = async (school: SchoolContext, language: Language, quizId?: number, grade?: number) => {
    const { reports, available } = await quizReports(ctx.db, school, 'homework', quizId, undefined, grade, language);
    return { homework_reports: reports, available_quizzes: available };
  };
  const pre = async (school: SchoolContext, language: Language, quizId?: number, grade?: number) => {
    const { reports, available } = await quizReports(ctx.db, school, 'pre-assessment', quizId, undefined, grade, language);
    return { preassessment_reports: reports, available_pre_assessments: available };
  };
  const post = async (school: SchoolContext, language: Language, quizId?: number, grade?: number) => {
    const { reports, available } = await quizReports(ctx.db, school, 'post-assessment', quizId, undefined, grade, language);
    return { postassessment_reports: reports, available_post_assessments: available };
  };

  staffRead(app, { teacher: e.teacherHomeworkReports, school: e.schoolHomeworkReports }, (req, { school }) => homework(school, requestLanguage(req), req.query.quiz_id, req.query.grade));
  staffRead(app, { teacher: e.teacherPreReports, school: e.schoolPreReports }, (req, { school }) => pre(school, requestLanguage(req), req.query.quiz_id, req.query.grade));
  staffRead(app, { teacher: e.teacherPostReports, school: e.schoolPostReports }, (req, { school }) => post(school, requestLanguage(req), req.query.quiz_id, req.query.grade));

  const assignments = [[e.assignHomework, 'homework'], [e.assignPreAssessment, 'pre-assessment'], [e.assignPostAssessment, 'post-assessment']] as const;
  for (const [endpoint, quizType] of assignments) {
    route(app, endpoint, {
      access: teacher,
      async handler(req, { user, school }, reply) {
        const assignment = await assignQuiz(ctx.db, school, user, quizType, req.body);
        return reply.code(201).send({ ...assignment, detail: localize(assignment.detail, requestLanguage(req)) });
      },
    });
  }
};
