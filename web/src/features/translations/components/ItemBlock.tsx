import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language, TranslationItem } from '@prayog/contract';
import { errorDetail } from '../../../lib/api';
import { useSaveTranslation } from '../../../api/translations';
import { FieldPair } from './FieldPair';
import { changedFields, itemKey, sendable, shownText, type ItemDraft } from './items';
import { depthOf, englishName, placeLabel } from './labels';
import { LessonFilesInLanguage } from './LessonFilesInLanguage';
import classes from './translations.module.css';

interface ItemBlockProps {
  item: TranslationItem;
  language: Language;
  languageName: string;
  draft: ItemDraft | undefined;
  /** Changes the unsaved text from what it was (the rich text editor keeps the first callback it was given). */
  onDraft: (update: (draft: ItemDraft | undefined) => ItemDraft | undefined) => void;
  /** The section's first item has its name in the section's heading already. */
  showTitle?: boolean;
}

/**
 * One item (the subject, a lesson, a quiz, a question, an option or accepted answer, a news item, an update or a
 * notification): its
 * fields side by side, saved together. Only the fields changed are sent; one emptied is sent empty, which removes it.
 */
export function ItemBlock({ item, language, languageName, draft, onDraft, showTitle = true }: ItemBlockProps) {
  const { t } = useTranslation('translations');
  const save = useSaveTranslation();
  const key = itemKey(item);
  const place = placeLabel(t, item);
  const name = englishName(item);
  const heading = name && item.kind !== 'subject' && item.kind !== 'news' ? t('place.named', { place, name }) : place;
  const changes = changedFields(item, draft);
  const changed = Object.keys(changes).length > 0;

  const submit = async () => {
    try {
      await save.mutateAsync({ kind: item.kind, id: item.id, language, fields: changes });
      // What was sent is now the saved version (the server may have tidied the HTML); text typed since stays unsaved.
      onDraft((previous) => {
        const rest = { ...previous };
        for (const [field, sent] of Object.entries(changes)) if (sendable(rest[field] ?? '') === sent) delete rest[field];
        return Object.keys(rest).length > 0 ? rest : undefined;
      });
      notifications.show({ color: 'green', message: t('editor.saved', { item: place, language: languageName }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('editor.saveFailed')) });
    }
  };

  return (
    <Stack gap="sm" className={classes[`depth${depthOf(item.kind)}` as 'depth1']} data-testid={`item-${key}`} data-missing={item.missing}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          {showTitle && <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>{heading}</Title>}
          {/* A section's first item: the section's heading says its count already. */}
          {showTitle && (item.missing > 0
            ? <Badge color="orange" variant="light" size="sm">{t('editor.missingCount', { count: item.missing })}</Badge>
            : <Badge color="teal" variant="light" size="sm">{t('editor.complete')}</Badge>)}
          {changed && <Badge color="blue" variant="outline" size="sm">{t('editor.changed')}</Badge>}
        </Group>
        {item.editable && (
        <Button size="compact-sm" leftSection={<IconDeviceFloppy size={14} aria-hidden="true" />} disabled={!changed} loading={save.isPending}
          onClick={() => void submit()} aria-label={t('editor.saveLabel', { item: heading, language: languageName })} data-testid={`save-${key}`}>
          {t('editor.save')}
        </Button>
        )}
      </Group>
      {item.fields.map((field) => (
        <FieldPair
          key={field.field}
          field={field}
          language={language}
          languageName={languageName}
          value={shownText(field, draft)}
          onChange={(text) => onDraft((previous) => ({ ...previous, [field.field]: text }))}
          idBase={`${key}-${field.field}`}
          readOnly={!item.editable}
        />
      ))}
      {!item.editable && <Text size="xs" c="dimmed">{t('editor.readOnly')}</Text>}
      {item.kind === 'lesson' && item.files && item.editable && (
        <LessonFilesInLanguage lessonId={item.id} files={item.files} language={language} languageName={languageName} />
      )}
    </Stack>
  );
}
