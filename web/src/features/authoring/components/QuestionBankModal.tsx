import { useState } from 'react';
import { Badge, Button, Group, List, Modal, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuizKind } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useQuestionBank } from '../../../api/authoring';
import { quizTypeLabel } from './options';

interface QuestionBankModalProps {
  opened: boolean;
  subjectId: number | null;
  /** The kind of the quiz being written: the bank offers only questions of quizzes of that kind (ADR 0022). */
  kind: QuizKind;
  /** Bank questions already in the quiz, offered no second time. */
  taken: ReadonlySet<number>;
  onAdd: (question: BankQuestion) => void;
  onClose: () => void;
}

/** "Add from question bank": the subject's questions with their correct answers, searched on the server. */
export function QuestionBankModal({ opened, subjectId, kind, taken, onAdd, onClose }: QuestionBankModalProps) {
  const { t } = useTranslation('authoring');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const bank = useQuestionBank(opened ? subjectId : null, search, kind);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} size="lg" title={t('quizzes.bank.title')} data-testid="question-bank">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t(`quizzes.bank.description.${kind}`)}</Text>
        <TextInput label={t('quizzes.bank.search')} type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} maxLength={100}
          data-autofocus data-testid="question-bank-search" />
        <QueryState query={bank} errorFallback={t('quizzes.bank.loadFailed')} isEmpty={(page) => page.results.length === 0}
          emptyMessage={search ? t('quizzes.bank.noMatch') : t('quizzes.bank.empty')}>
          {(page) => (
            <Stack gap="xs">
              {page.results.map((q) => (
                <Paper key={q.id} withBorder radius="md" p="sm" data-testid="bank-question">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>{q.text}</Text>
                      <Group gap={4}><Badge size="xs" variant="light">{quizTypeLabel(t, q.quiz_type)}</Badge><Text size="xs" c="dimmed">{q.quiz_name}</Text></Group>
                      <List size="sm" spacing={2} icon={<span />}>
                        {q.answers.map((a) => (
                          <List.Item key={a.text} icon={a.is_correct ? <ThemeIcon size={16} radius="xl" color="green"><IconCheck size={12} aria-hidden /></ThemeIcon> : undefined}>
                            {a.text}{a.is_correct ? ` (${t('quizzes.bank.correct')})` : ''}
                          </List.Item>
                        ))}
                      </List>
                    </Stack>
                    <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} disabled={taken.has(q.id)} onClick={() => onAdd(q)}
                      aria-label={t('quizzes.bank.addLabel', { text: q.text })} data-testid="bank-add">
                      {taken.has(q.id) ? t('quizzes.bank.added') : t('quizzes.bank.add')}
                    </Button>
                  </Group>
                </Paper>
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
