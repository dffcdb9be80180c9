import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HolidayHomework } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { errorDetail } from '../../../lib/api';
import { useHolidayHomework } from '../api/holiday-homework';
import { fetchHomeworkFile } from '../api/homework-file';

/** How long an opened PDF's object URL stays valid; the new tab has loaded it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Earlier submissions with date, text and a 'View File' link (spec 1 §2, §8 'No homework submitted yet.'). */
export function HomeworkList() {
  const { t } = useTranslation('homework');
  const homework = useHolidayHomework();

  let content;
  if (homework.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" data-testid="panel-loading">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={72} radius="md" />)}
      </Stack>
    );
  } else if (homework.isError) {
    content = <ErrorState message={errorDetail(homework.error, t('listFailed'))} onRetry={() => void homework.refetch()} />;
  } else {
    const items = homework.data.pages.flatMap((page) => page.results);
    content = items.length === 0 ? <EmptyState message={t('empty')} /> : (
      <Stack gap="sm" data-testid="homework-list">
        {items.map((item) => <HomeworkItem key={item.id} item={item} />)}
        {homework.hasNextPage && (
          <Group justify="center">
            <Button variant="subtle" onClick={() => void homework.fetchNextPage()} loading={homework.isFetchingNextPage}>
              {t('showMore')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">{t('listTitle')}</Title>
      {content}
    </Stack>
  );
}

function HomeworkItem({ item }: { item: HolidayHomework }) {
  const { t, i18n } = useTranslation('homework');
  const [opening, setOpening] = useState(false);
  const submitted = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.submitted_at));

  const openFile = async (url: string) => {
    // Open the tab inside the click so popup blockers allow it; fill it once the PDF has arrived.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { blob } = await fetchHomeworkFile(url);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = objectUrl;
      } else {
        const link = document.createElement('a');
        link.href = objectUrl;
        link.download = item.file_name ?? 'homework.pdf';
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    } catch (err) {
      tab?.close();
      notifications.show({ color: 'red', message: errorDetail(err, t('fileFailed')) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="homework-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} component="time" dateTime={item.submitted_at}>{submitted}</Text>
          <Badge variant="light" color="gray">{t('classLabel', { grade: item.grade, section: item.section })}</Badge>
        </Group>
        {item.text
          ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Text>
          : <Text size="sm" c="dimmed">{t('noText')}</Text>}
        {item.file && (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Button
              variant="light" size="xs" leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => void openFile(item.file!)} disabled={opening} style={{ flexShrink: 0 }} data-testid="homework-view-file"
            >
              {opening ? t('opening') : t('viewFile')}
            </Button>
            {item.file_name && <Text size="xs" c="dimmed" truncate="end" miw={0}>{item.file_name}</Text>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
