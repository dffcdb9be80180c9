import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reflection } from '@prayog/contract';
import { formatDay, formatMoment } from './format';

interface ReflectionCardProps {
  reflection: Reflection;
  onEdit: (reflection: Reflection) => void;
  onDelete: (reflection: Reflection) => void;
}

/** One dated note: its day as the heading, the text as written (line breaks kept), Edit and Delete. */
export function ReflectionCard({ reflection, onEdit, onDelete }: ReflectionCardProps) {
  const { t, i18n } = useTranslation('reflections');
  const titleId = `reflection-${reflection.id}-title`;
  const day = formatDay(reflection.date, i18n.language);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="reflection-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          <time dateTime={reflection.date}>{formatDay(reflection.date, i18n.language, 'full')}</time>
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(reflection)} aria-label={t('editLabel', { date: day })} data-testid="reflection-edit"
          >
            {t('edit')}
          </Button>
          <Button
            size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(reflection)} aria-label={t('deleteLabel', { date: day })} data-testid="reflection-delete"
          >
            {t('delete')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="reflection-note">{reflection.note}</Text>
      <Text size="xs" c="dimmed" mt="xs">
        {t('lastChanged', { when: formatMoment(reflection.updated_at, i18n.language) })}
      </Text>
    </Paper>
  );
}
