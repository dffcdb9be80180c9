import { useMemo } from 'react';
import { Badge, Group, List, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DISCRIMINATION_MIN_GROUP, type ItemAnalysis, type QuestionStat } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

/** A question's row: its place in the most-missed order. */
export interface AnalysisRow extends QuestionStat {
  rank: number;
}

/**
 * How well a question separates stronger from weaker students (Ebel's usual bands): 0.3 and above good, 0.2 up to 0.3
 * fair, below that worth a look (an unclear question, or a wrong key).
 */
export function discriminationQuality(value: number): 'good' | 'fair' | 'review' {
  if (value >= 0.3) return 'good';
  if (value >= 0.2) return 'fair';
  return 'review';
}
const QUALITY_COLOR = { good: 'teal', fair: 'yellow', review: 'red' } as const;

function useNumber() {
  const { i18n } = useTranslation();
  return useMemo(() => ({
    percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }),
    index: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }), [i18n.language]);
}

function RightShare({ row }: { row: AnalysisRow }) {
  const { t } = useTranslation('itemAnalysis');
  const number = useNumber();
  if (row.right_percent === null) return <Text size="sm" c="dimmed">{t('neverGiven')}</Text>;
  const color = row.right_percent >= 70 ? 'teal' : row.right_percent >= 40 ? 'yellow' : 'red';
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm" fw={600}>{t('rightOf', { percent: number.percent.format(row.right_percent), right: row.right, given: row.given })}</Text>
      {/* The bar repeats the figure above, so screen readers skip it. */}
      <Progress value={row.right_percent} color={color} size="sm" aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {row.kind === 'multiple'
          ? t('breakdown', { partial: row.partial, wrong: row.wrong, blank: row.blank })
          : t('breakdownNoPartial', { wrong: row.wrong, blank: row.blank })}
      </Text>
    </Stack>
  );
}

function Discrimination({ value }: { value: number | null }) {
  const { t } = useTranslation('itemAnalysis');
  const number = useNumber();
  if (value === null) {
    return <Text size="sm" c="dimmed" title={t('tooFewHint', { count: DISCRIMINATION_MIN_GROUP })}>{t('tooFew')}</Text>;
  }
  const quality = discriminationQuality(value);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>{number.index.format(value)}</Text>
      <Badge variant="light" color={QUALITY_COLOR[quality]} size="sm" data-quality={quality}>{t(`quality.${quality}`)}</Badge>
    </Group>
  );
}

function AnswerCounts({ row }: { row: AnalysisRow }) {
  const { t } = useTranslation('itemAnalysis');
  if (row.options.length > 0) {
    return (
      <List size="sm" spacing={2} listStyleType="none" data-testid="option-counts">
        {row.options.map((o) => (
          <List.Item key={o.id} data-right={o.is_correct ? 'true' : undefined}>
            <Group gap={4} wrap="nowrap" align="flex-start">
              {o.is_correct && <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />}
              <Text size="sm" fw={o.is_correct ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                {t('option', { text: o.text, count: o.chosen })}
                {o.is_correct && <VisuallyHidden> ({t('rightAnswer')})</VisuallyHidden>}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Stack gap={2} data-testid="typed-answers">
      {row.accepted_answers && <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>{t('accepted', { answers: row.accepted_answers.join(', ') })}</Text>}
      {row.wrong_responses.length === 0 ? <Text size="sm" c="dimmed">{t('noWrongTyped')}</Text> : (
        <>
          <Text size="xs" c="dimmed">{t('wrongTyped')}</Text>
          <List size="sm" spacing={2} listStyleType="none">
            {row.wrong_responses.map((r) => (
              <List.Item key={r.response}><Text size="sm" style={{ overflowWrap: 'anywhere' }}>{t('option', { text: r.response, count: r.count })}</Text></List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** The options and typed answers as one line of text (searched with the questions). */
const answersText = (r: AnalysisRow) => [...r.options.map((o) => o.text), ...(r.accepted_answers ?? []), ...r.wrong_responses.map((w) => w.response)].join(' ');

/**
 * The questions of an analysis, most missed first (the server's order; any column re-sorts): the question and its
 * kind, the share right with a bar, the discrimination index and the answers chosen, the right options marked when
 * the caller may see them. On a phone each question is a card (DataTable).
 */
export function ItemAnalysisTable({ analysis }: { analysis: ItemAnalysis }) {
  const { t } = useTranslation('itemAnalysis');
  const rows = useMemo<AnalysisRow[]>(() => analysis.questions.map((q, i) => ({ ...q, rank: i + 1 })), [analysis]);
  const columns = useMemo<DataTableColumn<AnalysisRow>[]>(() => [
    { id: 'rank', header: t('columns.rank'), value: (r) => r.rank, align: 'right' },
    {
      id: 'question', header: t('columns.question'), value: (r) => r.text, searchable: true,
      cell: (r) => (
        <Stack gap={2} maw={420}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.text}</Text>
          <Text size="xs" c="dimmed">{t(`kinds.${r.kind}`)} · {t('questionNo', { position: r.position, count: r.marks })}</Text>
        </Stack>
      ),
    },
    { id: 'right', header: t('columns.right'), value: (r) => r.right_percent, cell: (r) => <RightShare row={r} /> },
    { id: 'discrimination', header: t('columns.discrimination'), value: (r) => r.discrimination, cell: (r) => <Discrimination value={r.discrimination} /> },
    // A value (what search and the cards' label need), not sortable: a list of counts has no order of its own.
    { id: 'answers', header: t('columns.answers'), value: answersText, sortable: false, searchable: true, cell: (r) => <AnswerCounts row={r} /> },
  ], [t]);

  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.question_id)}
      pageSize={25}
      searchLabel={t('search')}
      noMatchText={t('noMatch')}
      emptyText={t('noAttempts')}
      caption={t('caption', { quiz: analysis.quiz.name })}
      minWidth={760}
      testId="item-analysis-table"
    />
  );
}
