import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';

/** You against the top score and the average of everyone ranked, on the spec's 0–100 axis. */
export function ComparisonChart({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('leaderboard');
  const data = [
    // A student not ranked yet has no score to compare; a 0 bar would read as a real mark.
    ...(board.student_rank === null ? [] : [{ label: t('comparison.you'), score: board.student_score }]),
    { label: t('comparison.top'), score: board.max_student_score },
    { label: t('comparison.average'), score: board.average_student_score },
  ];
  return (
    <ChartCard
      type="bar"
      title={t('comparison.title')}
      testId="comparison-chart"
      h={180}
      data={data}
      dataKey="label"
      series={[{ name: 'score', label: t('comparison.score'), color: 'blue.6' }]}
      categoryLabel={t('comparison.who')}
      summary={t('comparison.caption', { you: board.student_score, top: board.max_student_score, average: board.average_student_score })}
      valueFormatter={(v) => `${v}%`}
      chartProps={{
        orientation: 'vertical',
        xAxisProps: { domain: [0, 100] },
        yAxisProps: { width: 80 },
        withBarValueLabel: true,
        // Room for the value label of a 100% bar.
        barChartProps: { margin: { right: 44 } },
        gridAxis: 'x',
      }}
    />
  );
}
