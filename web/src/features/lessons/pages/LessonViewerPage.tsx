import { useState, type ReactNode } from 'react';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { ActivityAction, CurriculumResponse } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FullPageSkeleton } from '../../../components/FullPageSkeleton';
import { isApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useCompleteLesson } from '../api/complete-lesson';
import { useCurriculum } from '../api/curriculum';
import { useLessonSummary } from '../api/lesson-summary';
import { useLessonHeartbeat } from '../api/track-activity';
import { BravoModal } from '../components/BravoModal';
import { CompleteButton } from '../components/CompleteButton';
import { LessonCircles } from '../components/LessonCircles';
import { LessonTabs } from '../components/LessonTabs';
import { TimeSpentLine } from '../components/TimeSpentLine';

/** Back to the portal, opened on the Subjects panel. */
function BackLink() {
  const { t } = useTranslation('lessons');
  return (
    <Anchor component={Link} to="/dashboard" onClick={() => storage.setActiveContent('subjects')} size="sm" data-testid="viewer-back">
      <Group gap={4} component="span" wrap="nowrap"><IconArrowLeft size={16} aria-hidden="true" />{t('viewer.back')}</Group>
    </Anchor>
  );
}

interface ViewerProps {
  curriculum: CurriculumResponse;
  grade: number;
  slug: string;
}

function Viewer({ curriculum, grade, slug }: ViewerProps) {
  const { t } = useTranslation('lessons');
  const lessons = curriculum.data;
  const reachableIndex = curriculum.progress.current_index;
  // Opens where the student left off (progress is kept on the server).
  const [openIndex, setOpenIndex] = useState(reachableIndex);
  const [tab, setTab] = useState<ActivityAction>('content');
  const [bravo, setBravo] = useState(false);
  const lesson = lessons[Math.min(openIndex, lessons.length - 1)];
  const complete = useCompleteLesson(grade, slug);
  const summary = useLessonSummary(grade, slug);
  useLessonHeartbeat({ grade, subject: slug, lessonName: lesson.name, action: tab });

  const open = (index: number) => {
    setOpenIndex(index);
    setTab('content');
  };
  const markCompleted = () => {
    const index = lessons.indexOf(lesson);
    complete.mutate(lesson.position, {
      onSuccess: () => {
        if (index >= lessons.length - 1) setBravo(true);
        else open(index + 1);
      },
      onError: (error) => {
        const message = isApiError(error) && error.status > 0 ? (error.detail ?? t('viewer.unableToFetch')) : t('viewer.unexpected');
        notifications.show({ color: 'red', message });
      },
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <BackLink />
            <Text size="sm" c="dimmed" data-testid="viewer-subject">{curriculum.subject.name}</Text>
          </Group>
          <LessonCircles lessons={lessons} openIndex={lessons.indexOf(lesson)} reachableIndex={reachableIndex} onOpen={open} />
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Title order={1} size="h3" data-testid="lesson-name">{lesson.name}</Title>
            <CompleteButton key={lesson.id} onComplete={markCompleted} busy={complete.isPending} />
          </Group>
          <TimeSpentLine summary={summary} lessonId={lesson.id} />
        </Stack>
      </Paper>
      <LessonTabs key={lesson.id} lesson={lesson} tab={tab} onTabChange={setTab} />
      <BravoModal opened={bravo} onClose={() => setBravo(false)} />
    </Stack>
  );
}

function ViewerFrame({ children }: { children: ReactNode }) {
  return (
    <Box bg="gray.0" mih="100dvh">
      <Box component="main" maw={1200} mx="auto" p={{ base: 'xs', sm: 'md' }} data-testid="lesson-viewer">
        {children}
      </Box>
    </Box>
  );
}

function LessonViewer() {
  const { t } = useTranslation('lessons');
  const params = useParams();
  const grade = Number(params.standard);
  const slug = params.subject ?? '';
  const query = useCurriculum(grade, slug);

  if (query.isPending) return <FullPageSkeleton />;
  if (query.isError) {
    // The spec's two texts (spec 2 §8): the server answered but gave no data, or the call itself failed.
    const { error } = query;
    const message = isApiError(error) && error.status > 0 ? (error.detail ?? t('viewer.unableToFetch')) : t('viewer.unexpected');
    return (
      <ViewerFrame>
        <Stack gap="md"><BackLink /><ErrorState message={message} onRetry={() => void query.refetch()} /></Stack>
      </ViewerFrame>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <ViewerFrame>
        <Stack gap="md"><BackLink /><EmptyState message={t('viewer.noLessons')} /></Stack>
      </ViewerFrame>
    );
  }
  return (
    <ViewerFrame>
      <Viewer key={`${grade}/${slug}`} curriculum={query.data} grade={grade} slug={slug} />
    </ViewerFrame>
  );
}

/** /learning/{standard}/{subject}: the lesson viewer (spec 2 §2.1). Without a stored token, go to /login (spec 2 §6). */
export default function LessonViewerPage() {
  if (!storage.authToken()) return <Navigate to="/login" replace />;
  return <LessonViewer />;
}
