import { Badge, Checkbox, Group, Modal, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoringQuestion } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useAuthoringQuiz } from '../../../api/authoring';
import { MarkingBadges } from './MarkingBadges';
import { questionKindLabel, quizTypeLabel } from './options';

/**
 * A quiz as a student meets it: its questions, each with its kind and marks, and the options to choose from or the
 * field to type in, with no correct answer marked (whatever the caller may see) and a typed question's accepted
 * answers never shown. A teacher reads the every-school quizzes this way, read-only.
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
                <Badge variant="light" color="gray" tt="none" data-testid="preview-max-marks">{t('quizzes.marks', { count: q.max_marks })}</Badge>
                <MarkingBadges quiz={q} />
                <Badge variant="light" color="gray">{t('quizzes.versionBadge', { version: q.version })}</Badge>
                {!q.editable && <Badge variant="light" color="orange">{t('quizzes.readOnly')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">{q.topic}</Text>
              {q.questions.length === 0 && <Text size="sm" c="dimmed">{t('quizzes.editor.noQuestions')}</Text>}
              {q.questions.map((question, i) => <PreviewQuestion key={question.id} question={question} number={i + 1} />)}
            </Stack>
          )}
        </QueryState>
      )}
    </Modal>
  );
}

function PreviewQuestion({ question, number }: { question: AuthoringQuestion; number: number }) {
  const { t } = useTranslation('authoring');
  const label = `${number}. ${question.text}`;
  const name = `preview-${question.id}`;
  const answer = (() => {
    switch (question.kind) {
      case 'multiple':
        return (
          <Checkbox.Group label={label} description={t('preview.chooseAll')}>
            <Stack gap={6} mt={6}>{question.answers.map((a) => <Checkbox key={a.id} value={String(a.id)} label={a.text} data-testid="preview-answer" />)}</Stack>
          </Checkbox.Group>
        );
      case 'numeric':
      case 'short_text':
        return <TextInput label={label} placeholder={t(question.kind === 'numeric' ? 'preview.typeNumber' : 'preview.typeText')} data-testid="preview-typed" />;
      default:
        return (
          <Radio.Group label={label} name={name}>
            <Stack gap={6} mt={6}>{question.answers.map((a) => <Radio key={a.id} value={String(a.id)} label={a.text} data-testid="preview-answer" />)}</Stack>
          </Radio.Group>
        );
    }
  })();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="preview-question" data-kind={question.kind}>
      <Group gap={4} mb={6}>
        <Badge size="xs" variant="light" color="indigo" tt="none" data-testid="preview-kind">{questionKindLabel(t, question.kind)}</Badge>
        <Badge size="xs" variant="light" color="gray" tt="none" data-testid="preview-marks">{t('quizzes.marks', { count: question.marks })}</Badge>
      </Group>
      {answer}
    </Paper>
  );
}
