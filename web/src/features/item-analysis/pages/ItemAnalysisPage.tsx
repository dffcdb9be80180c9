import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemAnalysis, ItemAnalysisQuiz, Section } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useAnalysableQuizzes, useItemAnalysis, useItemAnalysisCsv, type AnalysisClass } from '../../../api/item-analysis';
import { errorDetail } from '../../../lib/api';
import { useStaffScope } from '../../../lib/staff-role';
import { ItemAnalysisTable } from '../components/ItemAnalysisTable';

/** "7-A" in the address ↔ a class; anything else is the whole school. */
const classOf = (value: string | null): AnalysisClass => {
  const match = /^(\d{1,2})-([A-K])$/.exec(value ?? '');
  return match ? { grade: Number(match[1]), section: match[2] as Section } : {};
};
const classValue = (c: { grade: number; section: string }) => `${c.grade}-${c.section}`;

function Notes({ analysis }: { analysis: ItemAnalysis }) {
  const { t, i18n } = useTranslation('itemAnalysis');
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const drawn = analysis.quiz.draw_count !== null && analysis.quiz.draw_count < analysis.quiz.question_count;
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="item-analysis-summary">
        {analysis.attempts === 0 || analysis.average_percent === null
          ? t('summaryNone')
          : t('summary', { attempts: analysis.attempts, average: average.format(analysis.average_percent) })}
      </Text>
      {drawn && <Text size="sm" c="dimmed">{t('pool', { count: analysis.quiz.draw_count, total: analysis.quiz.question_count })}</Text>}
      {analysis.answers_hidden && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="item-analysis-hidden">
          {t(analysis.quiz.school_id === null ? 'hiddenEverySchool' : 'hiddenSchool')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">{t('help')}</Text>
    </Stack>
  );
}

/**
 * Item analysis (issue 32 item 5, ADR 0042): a quiz given to the school's classes and a class (or the whole school)
 * chosen in the address (?quiz=&class=7-A, so the report links straight to a quiz), the questions most missed first,
 * and the server's CSV of the same. The school account and an administrator's chosen school read it too.
 */
export default function ItemAnalysisPage() {
  const { t } = useTranslation('itemAnalysis');
  const scope = useStaffScope();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const quizzes = useAnalysableQuizzes(scope);
  const list = quizzes.data ?? [];
  const quiz: ItemAnalysisQuiz | undefined = list.find((q) => String(q.id) === params.get('quiz')) ?? list.find((q) => q.submitted > 0) ?? list[0];
  const klass = classOf(params.get('class'));
  const analysis = useItemAnalysis(scope, quiz?.id ?? null, klass);
  // The classes the quiz was given to come with its analysis; the one in the address is offered too (a class the quiz
  // was not given to has no attempts, which the screen then says).
  const given = analysis.data?.classes ?? [];
  const classes = klass.grade === undefined || given.some((c) => c.grade === klass.grade && c.section === klass.section)
    ? given : [...given, { grade: klass.grade, section: klass.section! }];
  const csv = useItemAnalysisCsv(scope);
  const choose = (next: { quiz?: number; class?: string }) => {
    const quizId = next.quiz ?? quiz?.id;
    const search: Record<string, string> = quizId === undefined ? {} : { quiz: String(quizId) };
    // A new quiz keeps the class chosen.
    const value = next.class ?? (klass.grade === undefined ? '' : classValue({ grade: klass.grade, section: klass.section! }));
    if (value) search.class = value;
    setParams(search, { replace: true });
  };
  // The report lives beside this page under the same dashboard.
  const reportHref = `${pathname.replace(/\/item-analysis\/?$/, '')}/report`;

  return (
    <Stack gap="md" data-testid="item-analysis-page">
      <PanelHeader
        title={t('title')}
        description={t('description')}
        testId="item-analysis-header"
        actions={(
          <>
            <Anchor component={Link} to={reportHref} size="sm" data-testid="item-analysis-back">
              <Group gap={4} wrap="nowrap"><IconArrowLeft size={16} aria-hidden="true" />{t('back')}</Group>
            </Anchor>
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              disabled={!quiz}
              loading={csv.isPending}
              onClick={() => quiz && csv.mutate({ quizId: quiz.id, of: klass })}
              data-testid="item-analysis-csv"
            >
              {t('download')}
            </Button>
          </>
        )}
      />
      {csv.isError && <Alert color="red" variant="light" data-testid="item-analysis-csv-error">{errorDetail(csv.error, t('downloadFailed'))}</Alert>}
      <QueryState query={quizzes} errorFallback={t('loadFailed')} isEmpty={(data) => data.length === 0} emptyMessage={t('noQuizzes')}>
        {() => quiz && (
          <Stack gap="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('quiz')}
                value={String(quiz.id)}
                onChange={(event) => choose({ quiz: Number(event.currentTarget.value) })}
                data={list.map((q) => ({ value: String(q.id), label: t('quizOption', { name: q.quiz_name, topic: q.topic, count: q.submitted }) }))}
                style={{ flex: '1 1 16rem', minWidth: 0, maxWidth: '36rem' }}
                data-testid="item-analysis-quiz"
              />
              <NativeSelect
                label={t('class')}
                value={klass.grade === undefined ? '' : classValue({ grade: klass.grade, section: klass.section! })}
                onChange={(event) => choose({ class: event.currentTarget.value })}
                data={[{ value: '', label: t('wholeSchool') }, ...classes.map((c) => ({ value: classValue(c), label: t('classOption', c) }))]}
                style={{ flex: '0 1 12rem', minWidth: 0 }}
                data-testid="item-analysis-class"
              />
            </Group>
            <QueryState query={analysis} errorFallback={t('loadFailed')}>
              {(data) => (
                <Stack gap="md">
                  <Notes analysis={data} />
                  {data.attempts === 0
                    ? <Text c="dimmed" ta="center" py="lg" data-testid="item-analysis-empty">{t('noAttempts')}</Text>
                    : <ItemAnalysisTable analysis={data} />}
                </Stack>
              )}
            </QueryState>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
