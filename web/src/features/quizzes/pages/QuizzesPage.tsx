import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUIZ_TYPES, REPORT_TYPES, type QuizListItem, type QuizResult, type QuizStartResponse, type QuizType } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useSelectPanel } from '../../../components/active-panel';
import { errorDetail } from '../../../lib/api';
import { QUIZ_PAGE_SIZE, useQuizList, useStartQuiz } from '../../../api/quizzes';
import { useOfflineQueueState } from '../../../api/offline-queue';
import { QuizCard } from '../components/QuizCard';
import { QuizCountdown } from '../components/QuizCountdown';
import { QuizGridSkeleton } from '../components/QuizGridSkeleton';
import { QuizResultCard } from '../components/QuizResultCard';
import { QuizRunner } from '../components/QuizRunner';

/** Spec 1 §4 quiz flow: list → selected quiz → 3-second countdown → questions → result. */
type Phase =
  | { name: 'list' }
  | { name: 'countdown'; quiz: QuizListItem }
  | { name: 'active'; session: QuizStartResponse }
  | { name: 'result'; quizName: string; quizType: QuizType; result: QuizResult | null; timeUp: boolean; refused: number[] };

const ALL = 'all';
const REPORT_PANEL = 'assessment';

/**
 * 'Show Report' opens the report of the quiz just taken: its report type, with its attempt selected (the Assessment
 * Report reads both from its address). Without a result (the server had closed the attempt) the type is still known.
 */
const reportOf = (quizType: QuizType, result: QuizResult | null): Record<string, string> => {
  const type = REPORT_TYPES.find((r) => r.quiz_type === quizType)?.key;
  return { ...(type ? { type } : {}), ...(result ? { attempt: String(result.attempt_id) } : {}) };
};

/** The Assessments panel (spec 1 §2, panel key `quizzes`). */
export default function QuizzesPage() {
  const { t } = useTranslation('quizzes');
  const selectPanel = useSelectPanel();
  const [phase, setPhase] = useState<Phase>({ name: 'list' });
  const [quizType, setQuizType] = useState<QuizType | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuizList(quizType, page);
  const start = useStartQuiz();
  // A quiz is started on the server, whose clock rules it: never offline (issue 29 part 5).
  const queue = useOfflineQueueState();
  const [startError, setStartError] = useState<string | null>(null);
  const triedResume = useRef(false);

  const open = (quizId: number) => {
    setStartError(null);
    start.mutate(quizId, {
      onSuccess: (session) => setPhase({ name: 'active', session }),
      onError: (error) => {
        setStartError(errorDetail(error, t('startFailed')));
        setPhase({ name: 'list' });
        void list.refetch();
      },
    });
  };

  // Coming back to the panel (a reload, a lost connection, another panel opened meanwhile) goes
  // straight back into a running attempt, with the time the server says is left.
  const runningId = list.data?.results.find((q) => q.attempt.status === 'in_progress' && q.attempt.seconds_left > 0)?.id;
  const openLatest = useRef(open);
  useEffect(() => {
    openLatest.current = open;
  });
  useEffect(() => {
    if (runningId === undefined || triedResume.current) return;
    triedResume.current = true;
    openLatest.current(runningId);
  }, [runningId]);

  const backToList = () => {
    setPhase({ name: 'list' });
    setQuizType(null);
    setPage(1);
    setStartError(null);
    void list.refetch();
  };

  if (phase.name === 'countdown') {
    const quizId = phase.quiz.id;
    return (
      <QuizCountdown
        quiz={phase.quiz}
        onDone={() => {
          setPhase({ name: 'list' });
          open(quizId);
        }}
      />
    );
  }
  if (phase.name === 'active') {
    return (
      <QuizRunner
        key={phase.session.attempt_id}
        session={phase.session}
        onFinished={({ result, timeUp, refused }) => setPhase({ name: 'result', quizName: phase.session.quiz_name, quizType: phase.session.quiz_type, result, timeUp, refused })}
        onExit={backToList}
      />
    );
  }
  if (phase.name === 'result') {
    return (
      <QuizResultCard
        quizName={phase.quizName}
        result={phase.result}
        timeUp={phase.timeUp}
        refused={phase.refused}
        onBack={backToList}
        onShowReport={() => selectPanel(REPORT_PANEL, reportOf(phase.quizType, phase.result))}
      />
    );
  }

  if (start.isPending) {
    return (
      <Center py="xl" data-testid="quiz-starting">
        <Group gap="sm"><Loader size="sm" /><Text>{t('starting')}</Text></Group>
      </Center>
    );
  }

  return (
    <Stack gap="md" data-testid="quizzes">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} size="h2">{t('title')}</Title>
        <NativeSelect
          label={t('filter.label')}
          w={200}
          value={quizType ?? ALL}
          onChange={(e) => {
            setQuizType(e.currentTarget.value === ALL ? null : (e.currentTarget.value as QuizType));
            setPage(1);
          }}
          data={[{ value: ALL, label: t('filter.all') }, ...QUIZ_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))]}
          data-testid="quiz-type-select"
        />
      </Group>
      {startError && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setStartError(null)} data-testid="quiz-start-error">
          {startError}
        </Alert>
      )}
      <QueryState
        query={list}
        errorFallback={t('loadFailed')}
        isEmpty={(data) => data.count === 0}
        emptyMessage={t('empty')}
        skeleton={<QuizGridSkeleton />}
      >
        {(data) => (
          // The previous type's quizzes, dimmed, while the chosen type's load: busy for assistive technology too.
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.5 : 1 }} aria-busy={list.isPlaceholderData}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="quiz-grid">
              {data.results.map((quiz) => (
                <QuizCard
                  key={quiz.id}
                  quiz={quiz}
                  busy={start.isPending}
                  offline={!queue.online}
                  onOpen={(q) => (q.attempt.status === 'in_progress' ? open(q.id) : setPhase({ name: 'countdown', quiz: q }))}
                />
              ))}
            </SimpleGrid>
            {data.count > QUIZ_PAGE_SIZE && (
              <Center component="nav" aria-label={t('pagination.label')}>
                <Pagination
                  total={Math.ceil(data.count / QUIZ_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: String(n) }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
