import { Anchor, Badge, Box, Group, List, Modal, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthoringLesson } from '@prayog/contract';
import { simulatorLabel } from './options';

interface LessonPreviewModalProps {
  lesson: AuthoringLesson | null;
  /** The name of the lesson's practice quiz, when it has one and the list knows it. */
  practiceQuizName?: string;
  onClose: () => void;
}

/**
 * A lesson as a student meets it: its Content tab's text first, then the other resources. The content is the HTML
 * the server stored, which it sanitised (no scripts, no event handlers, no javascript: links), so it is shown as is.
 */
export function LessonPreviewModal({ lesson, practiceQuizName, onClose }: LessonPreviewModalProps) {
  const { t } = useTranslation('authoring');
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={lesson !== null} onClose={onClose} size="xl" title={lesson ? t('preview.lessonTitle', { name: lesson.name }) : ''} data-testid="lesson-preview">
      {lesson && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t('lessons.positionBadge', { position: lesson.position })}</Badge>
            {!lesson.display_on_frontend && <Badge color="gray" variant="light">{t('lessons.hidden')}</Badge>}
            {lesson.archived && <Badge color="orange" variant="light">{t('common.archived')}</Badge>}
          </Group>
          <Title order={3} size="h5">{t('preview.content')}</Title>
          {lesson.content_html || !lesson.content_page_url ? (
            <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-body)" data-testid="lesson-preview-content">
              {lesson.content_html
                ? <Typography><div dangerouslySetInnerHTML={{ __html: lesson.content_html }} /></Typography>
                : <Text c="dimmed">{t('preview.noContent')}</Text>}
            </Paper>
          ) : (
            // Without written content the lesson shows its built-in course page: framed as the lesson viewer frames it.
            <Box component="iframe" src={lesson.content_page_url} title={t('preview.content')} data-testid="lesson-preview-page"
              style={{ display: 'block', width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }} />
          )}
          {lesson.content_page_url && (
            <Anchor href={lesson.content_page_url} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">{t('preview.openPage')}<IconExternalLink size={14} aria-hidden /></Group>
            </Anchor>
          )}
          <Title order={3} size="h5">{t('preview.resources')}</Title>
          <List spacing={4} size="sm">
            <List.Item>
              {t('lessons.columns.video')}: {lesson.video_url
                ? <Anchor href={lesson.video_url} target="_blank" rel="noopener noreferrer">{lesson.video_url}</Anchor>
                : t('common.none')}
            </List.Item>
            <List.Item>{t('lessons.columns.simulator')}: {lesson.simulator ? simulatorLabel(t, lesson.simulator) : t('common.none')}</List.Item>
            <List.Item>{t('lessons.form.practiceQuiz')}: {lesson.practice_quiz_id !== null ? (practiceQuizName ?? `#${lesson.practice_quiz_id}`) : t('common.none')}</List.Item>
            <List.Item>{t('files.hint')}: {lesson.hint_url ? t('files.uploaded') : t('common.none')}</List.Item>
            <List.Item>{t('files.lesson_plan')}: {lesson.lesson_plan_url ? t('files.uploaded') : t('common.none')}</List.Item>
            <List.Item>{t('files.ppt')}: {lesson.ppt_url ? t('files.uploaded') : t('common.none')}</List.Item>
          </List>
        </Stack>
      )}
    </Modal>
  );
}
