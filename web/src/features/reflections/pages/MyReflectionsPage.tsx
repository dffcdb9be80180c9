import { useEffect, useState } from 'react';
import { Button, Center, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reflection } from '@prayog/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { REFLECTION_PAGE_SIZE, useDeleteReflection, useReflections } from '../../../api/reflections';
import { formatDay } from '../components/format';
import { ReflectionCard } from '../components/ReflectionCard';
import { ReflectionFormModal, type ReflectionEditing } from '../components/ReflectionFormModal';

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="reflections-loading">
      {[0, 1, 2].map((i) => <Skeleton key={i} height={112} radius="md" />)}
    </Stack>
  );
}

/**
 * My Reflections (teacher settings menu, ADR 0007): the coach's own dated notes, newest first, a page at a time;
 * Add Reflection and each note's Edit open the form, Delete asks first.
 */
export default function MyReflectionsPage() {
  const { t, i18n } = useTranslation('reflections');
  const [page, setPage] = useState(1);
  const reflections = useReflections(page);
  const remove = useDeleteReflection();
  // The dialogs keep showing their note while they fade out: what they are about outlives whether they are open.
  const [editing, setEditing] = useState<ReflectionEditing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Reflection | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const openForm = (next: ReflectionEditing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const askToDelete = (reflection: Reflection) => {
    setDeleting(reflection);
    setConfirmOpen(true);
  };

  // After a delete the last page may be gone: step back to the new last page.
  const total = reflections.data?.count;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / REFLECTION_PAGE_SIZE));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm({ mode: 'add' })} data-testid="reflection-add">
      {t('add')}
    </Button>
  );

  return (
    <Stack gap={0} data-testid="my-reflections">
      <PanelHeader title={t('title')} description={t('description')} actions={addButton} />
      <QueryState
        query={reflections}
        errorFallback={t('loadFailed')}
        isEmpty={(data) => data.count === 0}
        emptyMessage={t('empty')}
        skeleton={<ListSkeleton />}
      >
        {(data) => (
          <Stack gap="sm" style={{ opacity: reflections.isPlaceholderData ? 0.5 : 1 }}>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="reflections-range">
              {t('range', { from: data.offset + 1, to: data.offset + data.results.length, total: data.count })}
            </Text>
            {data.results.map((reflection) => (
              <ReflectionCard
                key={reflection.id}
                reflection={reflection}
                onEdit={(r) => openForm({ mode: 'edit', reflection: r })}
                onDelete={askToDelete}
              />
            ))}
            {pages > 1 && (
              <Center component="nav" aria-label={t('pagination.label')}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  siblings={0}
                  getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: String(n) }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
      <ReflectionFormModal opened={formOpen} editing={editing} onClose={() => setFormOpen(false)} onAdded={() => setPage(1)} />
      <ConfirmDialog
        opened={confirmOpen && deleting !== null}
        onClose={() => setConfirmOpen(false)}
        title={t('confirm.title')}
        message={deleting ? t('confirm.message', { date: formatDay(deleting.date, i18n.language) }) : ''}
        confirmLabel={t('confirm.confirm')}
        busyLabel={t('confirm.busy')}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
        onSuccess={({ detail }) => notifications.show({ color: 'green', message: detail })}
        errorFallback={t('confirm.failed')}
        testId="reflection-delete-dialog"
      />
    </Stack>
  );
}
