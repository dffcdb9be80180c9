import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Alert, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconClock, IconScale, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizResult, QuizStartResponse } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorDetail, isApiError } from '../../../lib/api';
import { useSubmitQuiz } from '../../../api/quizzes';
import { offlineQueue, useOfflineQueueState } from '../../../api/offline-queue';
import { QUESTION_CHANGE_GUARD_MS, createQuestionChangeGuard } from '../lib/question-change-guard';
import { buildSubmitPayload, isAnswered } from '../lib/answers';
import { unansweredNumbers } from '../lib/quiz-progress';
import { QuestionAnswer } from './QuestionAnswer';
import { QuestionCircles } from './QuestionCircles';
import { formatClock } from './format';
import { useDeadlineTimer } from './useDeadlineTimer';
import { useQuizAnswers, type SaveReplies } from './useQuizAnswers';
import classes from './QuizRunner.module.css';
import { TextLanguageNote } from '../../../components/TextLanguageNote';

/** How the attempt ended: `result` is null when time ran out and the server had already closed it. */
export interface QuizFinish {
  result: QuizResult | null;
  /** The deadline passed: the timer reached 0:00, or the server counted only the answers saved in time. */
  timeUp: boolean;
  /** Numbers of the questions whose answers, kept on the phone across a dropped connection, arrived too late. */
  refused: number[];
}

interface QuizRunnerProps {
  session: QuizStartResponse;
  onFinished: (finish: QuizFinish) => void;
  onExit: () => void;
}

/** Who submitted: the student (Submit) or the clock (0:00, or the server refusing an answer as too late). */
type Trigger = 'student' | 'time';

const SPEC_SAVE_FAILED = 'Failed to save quiz result.';

/**
 * Ignores the second half of a double click on the navigation (Next, Previous, Submit, the circles) for
 * QUESTION_CHANGE_GUARD_MS after the question changes, so it cannot act on the new question. Picking an answer is
 * never guarded: every option clicked is kept, at any pace. `settled` turns true once the window is over (exposed as
 * `data-settled` for the browser journeys).
 */
function useQuestionChangeGuard(current: number) {
  const [guard] = useState(createQuestionChangeGuard);
  const [settledAt, setSettledAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    guard.markChange(performance.now());
    const id = window.setTimeout(() => setSettledAt(current), QUESTION_CHANGE_GUARD_MS);
    return () => window.clearTimeout(id);
  }, [current, guard]);
  const onNavClickCapture = useCallback((event: MouseEvent) => {
    if (guard.allows(performance.now(), event.detail)) return;
    event.preventDefault();
    event.stopPropagation();
  }, [guard]);
  // The press of such a second click must not take the focus away from the new question's heading either (it only
  // keeps the focus: a click still acts, so a pick is kept).
  const onMouseDownCapture = useCallback((event: MouseEvent) => {
    if (!guard.allows(performance.now(), event.detail)) event.preventDefault();
  }, [guard]);
  return { onNavClickCapture, onMouseDownCapture, settled: settledAt === current };
}

/**
 * The question pages of a running attempt (spec 1 §4): coloured circles, Previous/Next, Submit on
 * the last question and a countdown from the server's seconds_left. Each question is answered as its kind is
 * (QuestionAnswer) and saved to the server as it is answered (in order per question: answer-save-queue.ts; typed
 * answers when typing pauses: useQuizAnswers); at 0:00 the attempt submits itself.
 *
 * Submit never takes Next's place: Previous sits left, Submit in the middle, Next right, so the second
 * click of a double click on Next at the second-to-last question lands on empty space. Each new
 * question takes the focus (its heading), so a second Enter does nothing either.
 */
export function QuizRunner({ session, onFinished, onExit }: QuizRunnerProps) {
  const { t, i18n } = useTranslation('quizzes');
  const { questions } = session;
  // A resumed attempt opens at its first unanswered question.
  const [current, setCurrent] = useState(() => {
    const saved = new Map(session.saved_answers.map(({ question_id, ...answer }) => [question_id, answer]));
    return Math.max(0, questions.findIndex((q) => !isAnswered(saved.get(q.id))));
  });
  const { secondsLeft, sync } = useDeadlineTimer(session.seconds_left);
  const submitQuiz = useSubmitQuiz();
  const { mutate: sendSubmit } = submitQuiz;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<{ detail: string; final: boolean; trigger: Trigger; offline?: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Once submitting, late replies of answer saves must not start another submit or show errors.
  const submitting = useRef(false);
  // At 0:00 the attempt submits itself once; after a failure the student retries with the button.
  const autoSubmitted = useRef(false);
  const { onNavClickCapture, onMouseDownCapture, settled } = useQuestionChangeGuard(current);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queue = useOfflineQueueState();
  // Answers kept on the phone (the offline queue, one group per attempt) that the server refused as too late.
  const refusedIds = useRef(new Set<number>());
  // The save replies' handlers read the latest render (submit changes as the answers do).
  const onSaveReply = useRef<SaveReplies | null>(null);
  const { answers, answered, drafts, typedErrors, saving, choose, type, commit, flush } =
    useQuizAnswers(session, onSaveReply, () => !submitting.current && secondsLeft > 0);

  const unanswered = useMemo(() => unansweredNumbers(questions, answered), [questions, answered]);
  const question = questions[current];
  const isLast = current === questions.length - 1;

  // The first question after the countdown, and each new one, takes the focus: keyboard and screen
  // reader users land on it (and a key pressed twice cannot act on what replaced the button).
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [current]);

  const refusedNumbers = useCallback(
    () => questions.flatMap((q, i) => (refusedIds.current.has(q.id) ? [i + 1] : [])),
    [questions],
  );

  const submit = useCallback((trigger: Trigger) => {
    if (submitting.current) return;
    submitting.current = true;
    setConfirming(false);
    setSubmitError(null);
    // Typed answers waiting for a pause are saved now; they and the answers still waiting on the phone go first, so
    // the server has them (or refuses them) before the submit, which carries every answer too.
    const payload = buildSubmitPayload(questions, flush());
    void offlineQueue.flush().catch(() => undefined).then(() => sendSubmit(
      { quizId: session.id, payload },
      {
        onSuccess: (result) => {
          const refused = refusedNumbers();
          onFinished({ result, timeUp: trigger === 'time' || result.late_answers_ignored || refused.length > 0, refused });
        },
        onError: (error) => {
          console.error(SPEC_SAVE_FAILED, error); // spec 1 §8: this text goes to the console
          // A submitted quiz cannot be submitted again: offer the way back instead of a retry.
          const final = isApiError(error) && (error.status === 409 || error.status === 404);
          // Time ran out and the server had closed the attempt with the answers saved in time: that is a
          // result too, only without the score in this reply.
          if (final && trigger === 'time') {
            onFinished({ result: null, timeUp: true, refused: refusedNumbers() });
            return;
          }
          submitting.current = final;
          const offline = isApiError(error) && error.status === 0;
          setSubmitError({ detail: errorDetail(error, t('runner.submitFailed')), final, trigger, offline });
        },
      },
    ));
  }, [flush, onFinished, questions, refusedNumbers, session.id, sendSubmit, t]);

  // A submit that could not reach the server is sent again by itself once the phone is back online.
  useEffect(() => {
    if (queue.online && submitError?.offline) submit(submitError.trigger);
  }, [queue.online, submitError, submit]);

  useEffect(() => {
    if (secondsLeft > 0 || autoSubmitted.current) return;
    autoSubmitted.current = true;
    submit('time');
  }, [secondsLeft, submit]);

  /** Submit: all answered goes at once; otherwise the student confirms, told how many are left. */
  const requestSubmit = () => {
    if (unanswered.length > 0) setConfirming(true);
    else submit('student');
  };

  useLayoutEffect(() => {
    onSaveReply.current = {
      saved: (reply) => {
        setSaveError(null);
        sync(reply.seconds_left);
      },
      failed: (error) => {
        if (submitting.current) return;
        setSaveError(isApiError(error) && error.detail ? t('runner.saveFailed', { detail: error.detail }) : t('runner.saveFailedFallback'));
      },
      // 409: the time is over (or the attempt was closed elsewhere). The question's answer was not taken; once the
      // answers still waiting on the phone were sent (and maybe refused too), submit what the server has.
      tooLate: (questionId) => {
        refusedIds.current.add(questionId);
        if (!submitting.current) void offlineQueue.flush().catch(() => undefined).then(() => submit('time'));
      },
    };
  });
  const unansweredList = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unanswered.map(String));
  const lowTime = secondsLeft <= 60;
  return (
    <Stack gap="md" data-testid="quiz-runner" data-settled={settled} data-saves-pending={saving} onMouseDownCapture={onMouseDownCapture}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>{session.quiz_name}</Title>
          <Text c="dimmed" size="sm">{session.topic}</Text>
          <Text size="sm" data-testid="quiz-max-marks">{t('runner.maxMarks', { marks: session.max_marks })}</Text>
          {session.allowed_seconds > session.time * 60 && (
            <Text size="sm" fw={500} data-testid="quiz-extra-time">
              {t('runner.extraTime', {
                minutes: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(session.allowed_seconds / 60),
                quiz: session.time,
              })}
            </Text>
          )}
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

      {session.negative_percent > 0 && (
        <Alert color="blue" variant="light" p="xs" icon={<IconScale size={18} aria-hidden="true" />} data-testid="quiz-negative-marking">
          <Text size="sm">{t('runner.negativeMarking', { percent: session.negative_percent })}</Text>
        </Alert>
      )}

      <div onClickCapture={onNavClickCapture}>
        <QuestionCircles questionIds={questions.map((q) => q.id)} current={current} answered={answered} onSelect={setCurrent} />
      </div>

      <Card withBorder radius="md" padding="lg" data-testid="quiz-question" data-question-id={question.id}>
        <TextLanguageNote textLanguage={question.text_language} />
        <QuestionAnswer
          key={question.id}
          question={question}
          number={current + 1}
          total={questions.length}
          headingRef={headingRef}
          answer={answers.get(question.id)}
          draft={drafts.get(question.id) ?? ''}
          error={typedErrors.get(question.id)}
          disabled={secondsLeft === 0}
          onChoose={(answer) => choose(question.id, answer)}
          onType={(text) => type(question.id, text)}
          onCommit={() => commit(question.id)}
        />
        <Text size="xs" c={saveError ? 'red.8' : 'dimmed'} mt="sm" aria-live="polite" data-testid="quiz-save-status">
          {saveError ?? (!queue.online ? t('runner.keptOffline') : saving > 0 ? t('runner.saving') : '\u00a0')}
        </Text>
      </Card>

      {secondsLeft === 0 && !submitError && (
        <Alert color="orange" variant="light" role="status" icon={<IconClock aria-hidden="true" />} data-testid="quiz-time-up-running">
          {t('runner.timeUp')}
        </Alert>
      )}
      {submitError && (
        <Alert color="red" variant="light" role="alert" data-testid="quiz-submit-error">
          <Stack gap="xs" align="flex-start">
            <span>{submitError.detail}</span>
            <Button size="xs" variant="outline" color="red" onClick={submitError.final ? onExit : () => submit(submitError.trigger)}>
              {submitError.final ? t('result.backToQuizzes') : t('runner.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      <div className={classes.navArea} onClickCapture={onNavClickCapture}>
        <div className={classes.nav}>
          <Button
            variant="default"
            className={classes.previous}
            leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
            onClick={() => setCurrent((c) => c - 1)}
            disabled={current === 0}
            data-testid="quiz-prev"
          >
            {t('runner.previous')}
          </Button>
          {isLast ? (
            <Button
              key="submit"
              color="green"
              className={classes.submit}
              leftSection={<IconSend size={18} aria-hidden="true" />}
              onClick={requestSubmit}
              loading={submitQuiz.isPending}
              disabled={Boolean(submitError?.final)}
              data-testid="quiz-submit"
            >
              {submitQuiz.isPending ? t('runner.submitting') : t('runner.submit')}
            </Button>
          ) : (
            <Button
              key="next"
              className={classes.next}
              rightSection={<IconChevronRight size={18} aria-hidden="true" />}
              onClick={() => setCurrent((c) => c + 1)}
              data-testid="quiz-next"
            >
              {t('runner.next')}
            </Button>
          )}
        </div>
      </div>

      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('runner.confirm.title')}
        message={
          <Stack gap="xs">
            <Text data-testid="quiz-unanswered-count">{t('runner.confirm.message', { count: unanswered.length })}</Text>
            <Text size="sm" c="dimmed">{t('runner.confirm.which', { count: unanswered.length, list: unansweredList })}</Text>
          </Stack>
        }
        confirmLabel={t('runner.confirm.submit')}
        cancelLabel={t('runner.confirm.keepAnswering')}
        color="green"
        onConfirm={() => submit('student')}
      />
    </Stack>
  );
}
