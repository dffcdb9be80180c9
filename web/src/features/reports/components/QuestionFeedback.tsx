import { Alert, Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleHalf2, IconCircleX, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswersHidden, FeedbackState, ReportItem } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';
import { formatCount, formatDay } from './format';

type Feedback = ReportItem['questions_feedback'][number];

/** Why the correct answers are held back, said once above the questions. */
function HiddenNote({ hidden }: { hidden: AnswersHidden }) {
  const { t, i18n } = useTranslation('reports');
  const text = hidden.reason === 'until_close'
    ? hidden.until
      ? t('feedback.hidden.untilCloseOn', { date: formatDay(hidden.until, i18n.language) })
      : t('feedback.hidden.untilClose')
    : hidden.reason === 'never'
      ? t('feedback.hidden.never')
      : t('feedback.hidden.openQuiz');
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />} mb="sm" p="xs" data-testid="answers-hidden-note" data-reason={hidden.reason}>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

const MARKERS = {
  correct: { color: 'teal', border: 'teal-6', Icon: IconCircleCheck, label: 'feedback.correct' },
  partial: { color: 'orange', border: 'orange-6', Icon: IconCircleHalf2, label: 'feedback.partial' },
  incorrect: { color: 'red', border: 'red-6', Icon: IconCircleX, label: 'feedback.incorrect' },
  unanswered: { color: 'gray', border: 'gray-5', Icon: IconCircleDashed, label: 'feedback.unanswered' },
  hidden: { color: 'gray', border: 'gray-5', Icon: IconEyeOff, label: 'feedback.markerHidden' },
} as const satisfies Record<FeedbackState, unknown>;

/** What the question came to, as the server says (`state`): an unanswered question is never marked incorrect. */
function Marker({ state }: { state: FeedbackState }) {
  const { t } = useTranslation('reports');
  const { color, Icon, label } = MARKERS[state];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={14} aria-hidden />} style={{ flexShrink: 0 }} data-testid="feedback-marker" data-state={state}>
      {t(label)}
    </Badge>
  );
}

/**
 * What the question's answer earned (ADR 0041): "+1.5 of 2", "0 of 2", "−0.5" under negative marking; while the
 * marking is held back, only what the question is worth.
 */
function MarksEarned({ f }: { f: Feedback }) {
  const { t, i18n } = useTranslation('reports');
  const marks = formatCount(f.marks, i18n.language);
  const earned = f.marks_earned;
  const text = earned === null ? t('feedback.marksWorth', { count: f.marks })
    : earned > 0 ? t('feedback.marksEarned', { earned: formatCount(earned, i18n.language), marks })
      : earned < 0 ? t('feedback.marksLost', { lost: formatCount(-earned, i18n.language), marks })
        : t('feedback.marksNone', { marks });
  return (
    <Text size="sm" c={earned !== null && earned < 0 ? 'red.8' : undefined} data-testid="feedback-marks" data-earned={earned ?? undefined}>
      {text}
    </Text>
  );
}

/** Each question of the selected exam with the student's and the correct answer; scrolls at 335 px (spec 1 §9). */
export function QuestionFeedback({ item }: { item: ReportItem }) {
  const { t } = useTranslation('reports');
  const feedback = item.questions_feedback;
  if (feedback.length === 0) return <EmptyState message={t('feedback.empty')} />;
  // The reason is per attempt; a question held back without one (should not happen) still gets a short word.
  const reason = item.answers_hidden?.reason;
  const heldBackText = reason === 'until_close' ? t('feedback.heldBack.untilClose')
    : reason === 'never' ? t('feedback.heldBack.never')
      : reason === 'open_quiz' ? t('feedback.heldBack.openQuiz') : t('feedback.heldBack.other');
  // A student's own answer held back (its question is in a quiz still open to them) is not an unanswered question.
  const yourAnswer = (f: Feedback) => f.student_answer ?? (f.state === 'unanswered' ? t('feedback.notAnswered') : heldBackText);
  return (
    <>
      {item.answers_hidden && <HiddenNote hidden={item.answers_hidden} />}
      <ScrollArea.Autosize
        mah={335}
        type="auto"
        offsetScrollbars
        // The list scrolls on its own: keyboard users reach it with Tab and scroll it with the arrow keys.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('feedback.title') }}
        data-testid="question-feedback"
      >
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {feedback.map((f, i) => (
            <li key={i} data-testid="feedback-question" data-state={f.state}>
              <Stack gap={2} p="xs" style={{ borderLeft: `3px solid var(--mantine-color-${MARKERS[f.state].border})` }}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <Text span c="dimmed" size="xs" mr={6}>{t('feedback.question', { n: i + 1 })}</Text>
                    {f.question}
                  </Text>
                  <Marker state={f.state} />
                </Group>
                <Text size="sm" data-testid="feedback-your-answer">
                  {t('feedback.yourAnswer')}: <Text span fs={f.student_answer ? undefined : 'italic'}>{yourAnswer(f)}</Text>
                </Text>
                {f.correct_answer === null ? (
                  <Text size="sm" c="dimmed" fs="italic" data-testid="correct-answer-hidden">
                    {t('feedback.correctAnswer')}: {heldBackText}
                  </Text>
                ) : (
                  f.state !== 'correct' && <Text size="sm" c="teal.8" data-testid="feedback-correct-answer">{t('feedback.correctAnswer')}: {f.correct_answer}</Text>
                )}
                <MarksEarned f={f} />
              </Stack>
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}
