import { useMemo } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LANGUAGE_NAMES, type Language, type TranslationCoverage } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useTranslationCoverage } from '../../../api/translations';
import { formatCount } from '../../../lib/format';
import { storage } from '../../../lib/storage';
import { percentDone } from './items';

type CoverageRow = TranslationCoverage['rows'][number];
/** What a row opens: a subject's content, or the news view (a superuser's news, updates and notifications; a teacher's notifications). */
export type CoverageTarget = number | 'news';

/**
 * The news view's name in the screen's words: what it holds depends on who reads it (the server lists a teacher only
 * the notifications they sent, and gives them the row only when they have sent some).
 */
export const newsViewName = (t: TFunction<'translations'>, kind: 'coverage' | 'title', language = '') => (storage.isSuperUser()
  ? (kind === 'coverage' ? t('coverage.news') : t('editor.newsTitle', { language }))
  : (kind === 'coverage' ? t('coverage.notifications') : t('editor.notificationsTitle', { language })));

const targetOf = (row: CoverageRow): CoverageTarget => row.subject_id ?? 'news';

/**
 * What is missing in the chosen language: each subject (grade, name, how many of its texts have no version yet, the
 * share written) and the news view; each row opens the side-by-side editor.
 */
export function CoverageTable({ language, onOpen }: { language: Language; onOpen: (target: CoverageTarget) => void }) {
  const { t, i18n } = useTranslation('translations');
  const coverage = useTranslationCoverage(language);
  const languageName = LANGUAGE_NAMES[language] ?? language;
  const columns = useMemo<DataTableColumn<CoverageRow>[]>(() => {
    const nameOf = (row: CoverageRow) => (row.subject_id === null ? newsViewName(t, 'coverage') : row.name);
    const count = (value: number) => formatCount(value, i18n.language);
    return [
      { id: 'grade', header: t('coverage.grade'), value: (r) => r.grade, cell: (r) => (r.grade === null ? '—' : t('coverage.gradeValue', { grade: r.grade })) },
      { id: 'name', header: t('coverage.name'), value: nameOf, searchable: true },
      { id: 'fields', header: t('coverage.fields'), value: (r) => r.fields, cell: (r) => count(r.fields), align: 'right' },
      {
        id: 'missing', header: t('coverage.missing'), value: (r) => r.missing, align: 'right',
        cell: (r) => <Text size="sm" fw={r.missing > 0 ? 700 : 400} c={r.missing > 0 ? 'orange.9' : undefined}>{count(r.missing)}</Text>,
      },
      {
        id: 'progress', header: t('coverage.progress'), value: (r) => percentDone(r.fields, r.missing),
        cell: (r) => {
          const percent = percentDone(r.fields, r.missing);
          return (
            <Group gap="xs" wrap="nowrap" miw={120}>
              {/* The bar repeats the figure beside it, so screen readers skip it. */}
              <Progress value={percent} color={percent === 100 ? 'teal' : 'blue'} size="md" style={{ flex: 1 }} aria-hidden="true" />
              <Text size="sm" w={48} ta="right">{t('coverage.percent', { percent })}</Text>
            </Group>
          );
        },
      },
      {
        id: 'open', header: t('coverage.open'),
        cell: (r) => (
          <Button size="compact-sm" variant="light" leftSection={<IconLanguage size={14} aria-hidden="true" />} onClick={() => onOpen(targetOf(r))}
            aria-label={t('coverage.openLabel', { name: nameOf(r), language: languageName })} data-testid={`translations-open-${targetOf(r)}`}>
            {t('coverage.open')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language, languageName, onOpen]);

  return (
    <DataTable
      columns={columns}
      data={coverage.data?.rows}
      isLoading={coverage.isPending}
      error={coverage.error}
      onRetry={() => void coverage.refetch()}
      getRowId={(r) => String(targetOf(r))}
      caption={t('coverage.caption', { language: languageName })}
      searchLabel={t('coverage.search')}
      emptyText={t('coverage.empty')}
      errorText={t('coverage.loadFailed')}
      pageSize={20}
      testId="translations-coverage"
    />
  );
}
