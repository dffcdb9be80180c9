import { useMemo, useState } from 'react';
import { Accordion, Alert, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language, type TranslationItem } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useTranslationItems } from '../../../api/translations';
import { newsViewName, type CoverageTarget } from './CoverageTable';
import { ItemBlock } from './ItemBlock';
import { LanguagePicker } from './LanguagePicker';
import { NOTIFICATIONS_GROUP, changedFields, countOf, groupItems, itemKey, type ItemDraft } from './items';
import { englishName, placeLabel } from './labels';

interface EditorProps { of: CoverageTarget; language: Language; onLanguage: (language: Language) => void; onBack: () => void }

/**
 * A subject's content (or the news view: news, updates, notifications) side by side: English on the left, the version
 * in the language on the right, field by field, in sections — the subject, each lesson, each quiz with its questions
 * and options; each news item and update, and one section of the notifications. What is typed stays while sections
 * are closed and opened, until that item is saved.
 */
export function TranslationEditor({ of, language, onLanguage, onBack }: EditorProps) {
  const { t } = useTranslation('translations');
  const query = useTranslationItems(of, language);
  const languageName = LANGUAGE_NAMES[language] ?? language;
  const subject = query.data?.items.find((i) => i.kind === 'subject');
  const title = of === 'news'
    ? newsViewName(t, 'title', languageName)
    : t('editor.subjectTitle', { name: subject ? englishName(subject) ?? '' : '', language: languageName });

  return (
    <Stack gap="md" data-testid="translations-editor">
      <PanelHeader
        title={title}
        description={t('editor.help')}
        actions={(
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack} data-testid="translations-back">
            {t('editor.back')}
          </Button>
        )}
      />
      <LanguagePicker value={language} onChange={onLanguage} />
      <QueryState query={query} errorFallback={t('editor.loadFailed')} isEmpty={(d) => d.items.length === 0} emptyMessage={t('editor.empty')}>
        {(data) => <Sections items={data.items} language={language} languageName={languageName} />}
      </QueryState>
    </Stack>
  );
}

function Sections({ items, language, languageName }: { items: TranslationItem[]; language: Language; languageName: string }) {
  const { t } = useTranslation('translations');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, ItemDraft>>({});
  const groups = useMemo(() => groupItems(items), [items]);
  const [open, setOpen] = useState<string[]>(() => (groups[0] ? [groups[0].key] : []));
  const { fields, missing } = countOf(items);
  const unsaved = items.filter((item) => Object.keys(changedFields(item, drafts[itemKey(item)])).length > 0).length;
  const keep = (item: TranslationItem) => !onlyMissing || item.missing > 0 || drafts[itemKey(item)] !== undefined;
  const shown = groups
    .map((group) => ({ ...group, items: group.items.filter(keep) }))
    .filter((group) => group.items.length > 0);

  const draftOf = (key: string) => (update: (draft: ItemDraft | undefined) => ItemDraft | undefined) => setDrafts((all) => {
    const next = update(all[key]);
    const rest = { ...all };
    if (next === undefined) delete rest[key];
    else rest[key] = next;
    return rest;
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* Polite: saving an item changes the count, and a screen reader hears it. */}
        <Text size="sm" fw={600} aria-live="polite" data-testid="translations-summary">
          {missing === 0 ? t('editor.summaryDone', { language: languageName }) : t('editor.summary', { missing, fields, language: languageName })}
        </Text>
        <Switch label={t('editor.onlyMissing')} checked={onlyMissing} onChange={(e) => setOnlyMissing(e.currentTarget.checked)} data-testid="translations-only-missing" />
      </Group>
      {unsaved > 0 && <Alert color="blue" variant="light" data-testid="translations-unsaved">{t('editor.unsaved', { count: unsaved })}</Alert>}
      {shown.length === 0 && <Text c="dimmed" ta="center" py="lg" data-testid="translations-nothing-missing">{t('editor.nothingMissing', { language: languageName })}</Text>}
      <Accordion multiple value={open} onChange={setOpen} order={2} variant="separated" keepMounted={false} data-testid="translations-sections">
        {shown.map((group) => {
          const place = placeLabel(t, group.head);
          const name = englishName(group.head);
          // The notifications' section is named for all of them; each names itself inside.
          const together = group.key === NOTIFICATIONS_GROUP;
          const heading = together ? t('editor.notifications') : name && group.head.kind !== 'subject' ? t('place.named', { place, name }) : place;
          return (
            <Accordion.Item key={group.key} value={group.key} data-testid={`section-${group.key}`}>
              <Accordion.Control>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{heading}</Text>
                  {group.missing > 0
                    ? <Badge color="orange" variant="light" size="sm">{t('editor.missingCount', { count: group.missing })}</Badge>
                    : <Badge color="teal" variant="light" size="sm">{t('editor.complete')}</Badge>}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="lg">
                  {group.items.map((item) => (
                    <ItemBlock key={itemKey(item)} item={item} language={language} languageName={languageName}
                      draft={drafts[itemKey(item)]} onDraft={draftOf(itemKey(item))} showTitle={together || item !== group.head} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
