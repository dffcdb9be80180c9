import { useMemo, useState } from 'react';
import { Autocomplete, Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isChoiceKind, type BankQuestion, type QuizKind } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useQuestionBank } from '../../../api/authoring';
import { questionKindLabel, quizTypeLabel } from './options';

interface QuestionBankModalProps {
  opened: boolean;
  subjectId: number | null;
  /** The kind of the quiz being written: the bank offers only questions of quizzes of that kind (ADR 0022). */
  kind: QuizKind;
  /** Bank questions already in the quiz, offered no second time. */
  taken: ReadonlySet<number>;
  /** How many more questions the quiz can hold. */
  room: number;
  onAdd: (questions: readonly BankQuestion[]) => void;
  onClose: () => void;
}

/**
 * "Add from question bank": the subject's questions with their correct answers, kinds, marks and tags, searched and
 * filtered by tag on the server. With a tag chosen, "Add all with this tag" fills a pool quiz at once (issue 32 item 4).
 */
export function QuestionBankModal({ opened, subjectId, kind, taken, room, onAdd, onClose }: QuestionBankModalProps) {
  const { t } = useTranslation('authoring');
  const [searchText, setSearchText] = useState('');
  const [tagText, setTagText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [tag] = useDebouncedValue(tagText.trim(), 300);
  const bank = useQuestionBank(opened ? subjectId : null, search, kind, tag);
  // The tags offered are those of the bank's questions as searched without a tag (the same request when none is chosen).
  const untagged = useQuestionBank(opened ? subjectId : null, search, kind);
  const tagChoices = useMemo(() => [...new Set((untagged.data?.results ?? []).flatMap((q) => q.tags))].sort(), [untagged.data]);
  const addable = (bank.data?.results ?? []).filter((q) => !taken.has(q.id));
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} size="lg" title={t('quizzes.bank.title')} data-testid="question-bank">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t(`quizzes.bank.description.${kind}`)}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('quizzes.bank.search')} type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} maxLength={100}
            data-autofocus data-testid="question-bank-search" />
          <Autocomplete label={t('quizzes.bank.tag')} placeholder={t('quizzes.bank.anyTag')} data={tagChoices} value={tagText} onChange={setTagText}
            maxLength={40} clearable leftSection={<IconTag size={14} aria-hidden />} data-testid="question-bank-tag" />
        </SimpleGrid>
        {tag && addable.length > 0 && bank.data && !bank.isPlaceholderData && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('quizzes.bank.tagged', { count: bank.data.count, tag })}</Text>
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={room <= 0} onClick={() => onAdd(addable.slice(0, room))}
              data-testid="bank-add-tagged">{t('quizzes.bank.addTagged', { count: Math.min(addable.length, room), tag })}</Button>
          </Group>
        )}
        <QueryState query={bank} errorFallback={t('quizzes.bank.loadFailed')} isEmpty={(page) => page.results.length === 0}
          emptyMessage={search || tag ? t('quizzes.bank.noMatch') : t('quizzes.bank.empty')}>
          {(page) => (
            <Stack gap="xs">
              {page.results.map((q) => (
                <BankQuestionCard key={q.id} question={q} taken={taken.has(q.id)} full={room <= 0} onAdd={() => onAdd([q])} onTag={setTagText} />
              ))}
              {page.count > page.results.length && <Text size="xs" c="dimmed">{t('quizzes.bank.more', { shown: page.results.length, count: page.count })}</Text>}
            </Stack>
          )}
        </QueryState>
        <Group justify="flex-end"><Button variant="default" onClick={onClose}>{t('common.close')}</Button></Group>
      </Stack>
    </Modal>
  );
}

/** One bank question: its kind, marks, tags (each shows the questions with that tag) and its right or accepted answers. */
function BankQuestionCard({ question: q, taken, full, onAdd, onTag }: {
  question: BankQuestion; taken: boolean; full: boolean; onAdd: () => void; onTag: (tag: string) => void;
}) {
  const { t } = useTranslation('authoring');
  const choice = isChoiceKind(q.kind);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="bank-question">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>{q.text}</Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color="indigo" tt="none" data-testid="bank-question-kind">{questionKindLabel(t, q.kind)}</Badge>
            <Badge size="xs" variant="light" color="gray" tt="none">{t('quizzes.marks', { count: q.marks })}</Badge>
            <Badge size="xs" variant="light" tt="none">{quizTypeLabel(t, q.quiz_type)}</Badge>
            <Text size="xs" c="dimmed">{q.quiz_name}</Text>
          </Group>
          {q.tags.length > 0 && (
            <Group gap={4}>
              {q.tags.map((tag) => (
                <Button key={tag} size="compact-xs" variant="light" color="teal" radius="xl" onClick={() => onTag(tag)}
                  aria-label={t('quizzes.bank.showTag', { tag })} data-testid="bank-question-tag">{tag}</Button>
              ))}
            </Group>
          )}
          {!choice && <Text size="xs" c="dimmed">{t(q.kind === 'numeric' ? 'quizzes.bank.numericAnswer' : 'quizzes.bank.acceptedAnswers')}</Text>}
          <List size="sm" spacing={2} icon={<span />}>
            {q.answers.map((a) => (
              <List.Item key={a.text} icon={choice && a.is_correct ? <ThemeIcon size={16} radius="xl" color="green"><IconCheck size={12} aria-hidden /></ThemeIcon> : undefined}>
                {q.kind === 'numeric' && q.tolerance ? t('quizzes.bank.withTolerance', { answer: a.text, tolerance: q.tolerance }) : a.text}
                {choice && a.is_correct ? ` (${t('quizzes.bank.correct')})` : ''}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} disabled={taken || full} onClick={onAdd}
          aria-label={t('quizzes.bank.addLabel', { text: q.text })} data-testid="bank-add">
          {taken ? t('quizzes.bank.added') : t('quizzes.bank.add')}
        </Button>
      </Group>
    </Paper>
  );
}
