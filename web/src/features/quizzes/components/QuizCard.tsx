import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue, IconClock, IconListNumbers, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizListItem } from '@prayog/contract';
import { formatClock, formatDueDate, formatMarks } from './format';
import { TextLanguageNote } from '../../../components/TextLanguageNote';

interface QuizCardProps {
  quiz: QuizListItem;
  onOpen: (quiz: QuizListItem) => void;
  busy: boolean;
  /** The phone is offline: an attempt can be neither started nor resumed (the server's clock rules it). */
  offline?: boolean;
}

const typeColour: Record<QuizListItem['quiz_type'], string> = {
  homework: 'teal',
  'pre-assessment': 'indigo',
  'post-assessment': 'grape',
  half_yearly: 'orange',
  final_exam: 'red',
};

function Fact({ icon, children, danger = false }: { icon: ReactNode; children: ReactNode; danger?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" c={danger ? 'red.8' : 'dimmed'}>
      {icon}
      <Text size="sm" c="inherit">{children}</Text>
    </Group>
  );
}

/** One assigned quiz: its facts and what the student can do with it now. */
export function QuizCard({ quiz, onOpen, busy, offline = false }: QuizCardProps) {
  const { t, i18n } = useTranslation('quizzes');
  const { attempt } = quiz;
  // The server decides when a quiz closed (the end of its due day, school time); a closed quiz cannot be started.
  const closed = attempt.status === 'not_started' && quiz.closed;

  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="quiz-card" data-quiz-id={quiz.id} data-quiz-type={quiz.quiz_type} data-state={attempt.status}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>{quiz.quiz_name}</Title>
          <Badge color={typeColour[quiz.quiz_type]} variant="light" style={{ flexShrink: 0 }}>{t(`types.${quiz.quiz_type}`)}</Badge>
        </Group>
        <Text size="sm">{quiz.topic}</Text>
        <TextLanguageNote textLanguage={quiz.text_language} />
        <Stack gap={4}>
          <Fact icon={<IconClock size={16} aria-hidden="true" />}>{t('card.minutes', { count: quiz.time })}</Fact>
          <Fact icon={<IconListNumbers size={16} aria-hidden="true" />}>{t('card.questions', { count: quiz.no_of_questions })}</Fact>
          <Fact icon={<IconCalendarDue size={16} aria-hidden="true" />} danger={closed}>
            {quiz.due_date ? t('card.due', { date: formatDueDate(quiz.due_date, i18n.language) }) : t('card.noDueDate')}
          </Fact>
        </Stack>

        <Group justify="space-between" align="center" mt="auto" pt="xs" gap="xs">
          {closed && (
            <Stack gap={4} data-testid="quiz-closed">
              <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden="true" />}>{t('card.closed')}</Badge>
              <Text size="sm" c="dimmed">{t('card.closedText')}</Text>
            </Stack>
          )}
          {offline && attempt.status !== 'submitted' && !closed && (
            <Text size="sm" c="orange.9" data-testid="quiz-offline-note">{t('card.offline')}</Text>
          )}
          {attempt.status === 'not_started' && !closed && (
            <Button fullWidth onClick={() => onOpen(quiz)} disabled={busy || offline} aria-label={t('card.startLabel', { name: quiz.quiz_name })} data-testid="quiz-start-button">
              {t('card.start')}
            </Button>
          )}
          {attempt.status === 'in_progress' && (
            <>
              <Stack gap={0}>
                <Badge color="yellow" variant="filled" c="dark.9">{t('card.inProgress')}</Badge>
                <Text size="xs" c="dimmed" mt={4}>{t('card.timeLeft', { time: formatClock(attempt.seconds_left) })}</Text>
              </Stack>
              <Button onClick={() => onOpen(quiz)} disabled={busy || offline} aria-label={t('card.resumeLabel', { name: quiz.quiz_name })} data-testid="quiz-resume-button">
                {t('card.resume')}
              </Button>
            </>
          )}
          {attempt.status === 'submitted' && (
            <>
              <Badge color="green" variant="light" data-testid="quiz-done">{t('card.done')}</Badge>
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600} data-testid="quiz-card-score">
                  {t('card.score', { score: attempt.score, total: attempt.total })}
                  {attempt.passed && <Text span size="xs" c="green.8" fw={600} ml={6}>{t('card.passed')}</Text>}
                </Text>
                <Text size="sm" data-testid="quiz-card-marks">
                  {t('card.marks', { marks: formatMarks(attempt.marks, i18n.language), max: formatMarks(attempt.max_marks, i18n.language), percent: attempt.score_percent })}
                </Text>
              </Stack>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
