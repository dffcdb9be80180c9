import { useEffect, useMemo } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolidayHomework } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useHolidayHomework } from '../../../api/homework';
import { ViewPdfButton } from './ViewPdfButton';
import { formatMoment } from '../../../lib/format';

/**
 * Earlier submissions with date, class, text and a 'View File' button (spec 1 §2, §8 'No homework submitted
 * yet.'), newest first, in the shared table: it sorts and pages them.
 */
export function HomeworkList() {
  const { t, i18n } = useTranslation('homework');
  const homework = useHolidayHomework();
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = homework;
  // A student hands in a few pieces a holiday: every page of the list is fetched, and the table pages them.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const items = useMemo(() => homework.data?.pages.flatMap((page) => page.results) ?? [], [homework.data]);
  const columns = useMemo<DataTableColumn<HolidayHomework>[]>(() => {
    return [
      {
        id: 'submitted',
        header: t('columns.submitted'),
        value: (item) => item.submitted_at,
        cell: (item) => (
          <Text size="sm" fw={600} component="time" dateTime={item.submitted_at} style={{ whiteSpace: 'nowrap' }}>
            {formatMoment(item.submitted_at, i18n.language)}
          </Text>
        ),
      },
      {
        id: 'class',
        header: t('columns.class'),
        value: (item) => t('classLabel', { grade: item.grade, section: item.section }),
        cell: (item) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{t('classLabel', { grade: item.grade, section: item.section })}</Text>,
      },
      {
        id: 'text',
        header: t('columns.text'),
        value: (item) => item.text,
        cell: (item) => (item.text
          // Wide enough to read (break-word, unlike anywhere, does not let the column shrink to a letter).
          ? <Text size="sm" miw="12rem" maw="28rem" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{item.text}</Text>
          : <Text size="sm" c="dimmed">{t('noText')}</Text>),
      },
      { id: 'file', header: t('columns.file'), value: (item) => item.file_name ?? '', cell: (item) => <FileCell item={item} /> },
    ];
  }, [t, i18n.language]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="homework-list-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="homework-list-title">{t('listTitle')}</Title>
        <DataTable
          columns={columns}
          data={items}
          isLoading={homework.isPending}
          error={homework.error}
          onRetry={() => void homework.refetch()}
          errorText={t('listFailed')}
          emptyText={t('empty')}
          getRowId={(item) => String(item.id)}
          initialSort={{ id: 'submitted', desc: true }}
          caption={t('listTitle')}
          minWidth={600}
          testId="homework-list"
        />
      </Stack>
    </Paper>
  );
}

/** 'View File' fetches the PDF with the token and opens it in a new tab, with the file's name beside it. */
function FileCell({ item }: { item: HolidayHomework }) {
  const { t } = useTranslation('homework');
  if (!item.file) return <Text size="sm" c="dimmed">{t('noFile')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <ViewPdfButton
        url={item.file}
        fileName={item.file_name}
        label={t('viewFile')}
        openingLabel={t('opening')}
        failedText={t('fileFailed')}
        ariaLabel={item.file_name ? t('viewFileLabel', { name: item.file_name }) : undefined}
        testId="homework-view-file"
      />
      {item.file_name && <Text size="xs" c="dimmed" truncate="end" maw="12rem">{item.file_name}</Text>}
    </Group>
  );
}
