import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PieChart } from '../../../components/charts';

export interface PieSlice {
  name: string;
  /** Minutes. */
  value: number;
  color: string;
}

/**
 * A pie of minutes with a written legend beside it: the legend carries names, minutes and shares,
 * so the figures are readable without hovering and by screen readers. Empty slices are left out.
 */
export function MinutesPie({ slices, label, testId }: { slices: PieSlice[]; label: string; testId: string }) {
  const { t } = useTranslation('courseReport');
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  return (
    <Group gap="lg" justify="center" align="center" wrap="wrap" data-testid={testId}>
      <PieChart data={shown} size={180} withTooltip tooltipDataSource="segment" valueFormatter={(v) => t('minutes', { value: v })} role="img" aria-label={label} />
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none', minWidth: 0 }}>
        {shown.map((s) => (
          <Group key={s.name} component="li" gap={8} wrap="nowrap" data-slice={s.name}>
            <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} withShadow={false} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {s.name}: <b>{t('minutes', { value: s.value })}</b> ({Math.round((100 * s.value) / total)}%)
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
