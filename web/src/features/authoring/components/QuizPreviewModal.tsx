import { Badge, Group, Modal, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useAuthoringQuiz } from '../../../api/authoring';
import { quizTypeLabel } from './options';

/**
 * A quiz as a student meets it: its questions and answers to choose from, with no correct answer marked (whatever
 * the caller may see). A teacher reads the every-school quizzes this way, read-only.
 */
export function QuizPreviewModal({ quizId, onClose }: { quizId: number | null; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const quiz = useAuthoringQuiz(quizId);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={quizId !== null} onClose={onClose} size="lg" title={quiz.data ? t('preview.quizTitle', { name: quiz.data.name }) : t('preview.button')} data-testid="quiz-preview">
      {quizId !== null && (
        <QueryState query={quiz} errorFallback={t('quizzes.loadOneFailed')}>
          {(q) => (
            <Stack gap="sm">
              <Group gap="xs">
                <Badge variant="light">{quizTypeLabel(t, q.quiz_type)}</Badge>
                <Badge variant="light" color="gray">{t('quizzes.minutes', { count: q.time_minutes })}</Badge>
                <Badge variant="light" color="gray">{t('quizzes.versionBadge', { version: q.version })}</Badge>
                {!q.editable && <Badge variant="light" color="orange">{t('quizzes.readOnly')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">{q.topic}</Text>
              {q.questions.length === 0 && <Text size="sm" c="dimmed">{t('quizzes.editor.noQuestions')}</Text>}
              {q.questions.map((question, i) => (
                <Paper key={question.id} withBorder radius="md" p="sm" data-testid="preview-question">
                  <Radio.Group label={`${i + 1}. ${question.text}`} name={`preview-${question.id}`}>
                    <Stack gap={6} mt={6}>
                      {question.answers.map((a) => <Radio key={a.id} value={String(a.id)} label={a.text} data-testid="preview-answer" />)}
                    </Stack>
                  </Radio.Group>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
