import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizResult, QuizStartResponse } from '@prayog/contract';
import { errorDetail, isApiError } from '../../../lib/api';
import { useSaveAnswer } from '../api/save-answer';
import { buildSavePayload, useSubmitQuiz } from '../api/submit-quiz';
import { QuestionCircles } from './QuestionCircles';
import { formatClock } from './format';
import { useDeadlineTimer } from './useDeadlineTimer';
import classes from './QuizRunner.module.css';

interface QuizRunnerProps {
  session: QuizStartResponse;
  onFinished: (result: QuizResult) => void;
  onExit: () => void;
}

const SPEC_SAVE_FAILED = 'Failed to save quiz result.';

/**
 * The question pages of a running attempt (spec 1 §4): coloured circles, Previous/Next, Submit on
 * the last question and a countdown from the server's seconds_left. Each pick is saved to the server
 * at once; at 0:00 the attempt submits itself.
 */
export function QuizRunner({ session, onFinished, onExit }: QuizRunnerProps) {
  const { t } = useTranslation('quizzes');
  const { questions } = session;
  const [chosen, setChosen] = useState<Map<number, number>>(() => new Map(session.saved_answers.map((a) => [a.question_id, a.answer_id])));
  // A resumed attempt opens at its first unanswered question.
  const [current, setCurrent] = useState(() => Math.max(0, questions.findIndex((q) => !chosen.has(q.id))));
  const { secondsLeft, sync } = useDeadlineTimer(session.seconds_left);
  const saveAnswer = useSaveAnswer();
  const submitQuiz = useSubmitQuiz();
  const { mutate: sendSubmit } = submitQuiz;
  const [saving, setSaving] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<{ detail: string; final: boolean } | null>(null);
  // Once submitting, late replies of answer saves must not start another submit or show errors.
  const submitting = useRef(false);
  // At 0:00 the attempt submits itself once; after a failure the student retries with the button.
  const autoSubmitted = useRef(false);

  const answered = useMemo(() => new Set(chosen.keys()), [chosen]);
  const question = questions[current];
  const isLast = current === questions.length - 1;

  const submit = useCallback(() => {
    if (submitting.current) return;
    submitting.current = true;
    setSubmitError(null);
    sendSubmit(
      { quizId: session.id, payload: buildSavePayload(questions, chosen) },
      {
        onSuccess: onFinished,
        onError: (error) => {
          console.error(SPEC_SAVE_FAILED, error); // spec 1 §8: this text goes to the console
          // A submitted quiz cannot be submitted again: offer the way back instead of a retry.
          const final = isApiError(error) && (error.status === 409 || error.status === 404);
          submitting.current = final;
          setSubmitError({ detail: errorDetail(error, t('runner.submitFailed')), final });
        },
      },
    );
  }, [chosen, onFinished, questions, session.id, sendSubmit, t]);

  useEffect(() => {
    if (secondsLeft > 0 || autoSubmitted.current) return;
    autoSubmitted.current = true;
    submit();
  }, [secondsLeft, submit]);

  const pick = async (answerId: number) => {
    if (submitting.current || secondsLeft === 0) return;
    setChosen((prev) => new Map(prev).set(question.id, answerId));
    setSaving((n) => n + 1);
    try {
      const saved = await saveAnswer.mutateAsync({ quizId: session.id, question_id: question.id, answer_id: answerId });
      setSaveError(null);
      sync(saved.seconds_left);
    } catch (error) {
      if (submitting.current) return;
      // 409: the time is over (or the attempt was closed elsewhere); submit what the server has.
      if (isApiError(error) && error.status === 409) submit();
      else setSaveError(isApiError(error) && error.detail ? t('runner.saveFailed', { detail: error.detail }) : t('runner.saveFailedFallback'));
    } finally {
      setSaving((n) => n - 1);
    }
  };

  const lowTime = secondsLeft <= 60;
  return (
    <Stack gap="md" data-testid="quiz-runner">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>{session.quiz_name}</Title>
          <Text c="dimmed" size="sm">{session.topic}</Text>
        </div>
        <Paper withBorder radius="md" px="md" py={6} bg={lowTime ? 'red.0' : undefined}>
          <Group gap={8} wrap="nowrap" c={lowTime ? 'red.8' : undefined}>
            <IconClock size={20} aria-hidden="true" />
            <Text size="xs" c="dimmed" visibleFrom="xs">{t('runner.timeLeft')}</Text>
            <Text fw={700} fz="lg" ff="monospace" role="timer" aria-label={t('runner.timerLabel', { time: formatClock(secondsLeft) })} data-testid="quiz-timer">
              {formatClock(secondsLeft)}
            </Text>
          </Group>
        </Paper>
      </Group>

      <QuestionCircles questionIds={questions.map((q) => q.id)} current={current} answered={answered} onSelect={setCurrent} />

      <Card withBorder radius="md" padding="lg" data-testid="quiz-question" data-question-id={question.id}>
        <Text size="sm" c="dimmed" mb={4}>{t('runner.questionOf', { current: current + 1, total: questions.length })}</Text>
        <Radio.Group
          value={chosen.has(question.id) ? String(chosen.get(question.id)) : null}
          onChange={(value) => void pick(Number(value))}
          label={<span className={classes.question}>{question.question}</span>}
        >
          <Stack gap="xs" mt="sm">
            {question.answers.map((a) => (
              <Radio.Card key={a.id} value={String(a.id)} className={classes.option} radius="md" disabled={secondsLeft === 0} data-testid="quiz-option">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{a.answer}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c={saveError ? 'red.8' : 'dimmed'} mt="sm" aria-live="polite" data-testid="quiz-save-status">
          {saveError ?? (saving > 0 ? t('runner.saving') : '\u00a0')}
        </Text>
      </Card>

      {secondsLeft === 0 && !submitError && <Alert color="orange" variant="light" role="status">{t('runner.timeUp')}</Alert>}
      {submitError && (
        <Alert color="red" variant="light" role="alert" data-testid="quiz-submit-error">
          <Stack gap="xs" align="flex-start">
            <span>{submitError.detail}</span>
            <Button size="xs" variant="outline" color="red" onClick={submitError.final ? onExit : submit}>
              {submitError.final ? t('result.backToQuizzes') : t('runner.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={() => setCurrent((c) => c - 1)} disabled={current === 0} data-testid="quiz-prev">
          {t('runner.previous')}
        </Button>
        {isLast ? (
          <Button color="green" onClick={submit} loading={submitQuiz.isPending} disabled={Boolean(submitError?.final)} data-testid="quiz-submit">
            {submitQuiz.isPending ? t('runner.submitting') : t('runner.submit')}
          </Button>
        ) : (
          <Button onClick={() => setCurrent((c) => c + 1)} data-testid="quiz-next">{t('runner.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}
