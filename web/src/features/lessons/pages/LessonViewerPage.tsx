import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconEye, IconLock, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { curriculumParamsSchema, dashboardUrlFor, ROLES, type ActivityAction, type CurriculumResponse } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FullPageSkeleton } from '../../../components/FullPageSkeleton';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { isApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useLessonHeartbeat, useLessonSummary } from '../../../api/activity';
import { useCompleteLesson, useCurriculum } from '../../../api/lessons';
import { OfflineBanner } from '../../../components/OfflineBanner';
import { BravoModal } from '../components/BravoModal';
import { CompleteButton } from '../components/CompleteButton';
import { LessonCircles } from '../components/LessonCircles';
import { LessonTabs } from '../components/LessonTabs';
import { OfflineSubjectControl } from '../components/OfflineSubjectControl';
import { TimeSpentLine } from '../components/TimeSpentLine';
import { TextLanguageNote } from '../../../components/TextLanguageNote';

/**
 * Who opened the viewer. Students work through their lessons; teachers and school staff (any grade of their
 * school) and the admin (every lesson) preview them: nothing of theirs is recorded. Parents are refused by the
 * server with its own explanation.
 */
const isLearner = () => storage.role() === 'student' && !storage.isSuperUser();

/** The signed-in person's own dashboard: the Subjects panel for a student, the role's home for anyone else. */
function BackLink({ variant = 'link' }: { variant?: 'link' | 'button' }) {
  const { t } = useTranslation('lessons');
  const learner = isLearner();
  const role = ROLES.find((r) => r === storage.role());
  const to = learner ? '/dashboard/subjects' : role ? dashboardUrlFor(role, storage.isSuperUser()) : '/dashboard';
  // The Subjects panel has its own URL; it is also remembered as the portal's last panel (spec 1 §3).
  const remember = () => { if (learner) storage.setActiveContent('subjects'); };
  const label = learner ? t('viewer.back') : t('viewer.backToDashboard');
  const icon = <IconArrowLeft size={16} aria-hidden="true" />;
  if (variant === 'button') {
    return <Button component={Link} to={to} onClick={remember} leftSection={icon} data-testid="viewer-back">{label}</Button>;
  }
  return (
    <Anchor component={Link} to={to} onClick={remember} size="sm" data-testid="viewer-back">
      <Group gap={4} component="span" wrap="nowrap">{icon}{label}</Group>
    </Anchor>
  );
}

interface ViewerProps {
  curriculum: CurriculumResponse;
  grade: number;
  slug: string;
}

/** A student's time on the open tab: the heartbeat every 30 s and the time-spent line (spec 2 §2.1, §4). */
function LearnerTime({ grade, slug, lessonName, lessonId, tab }: { grade: number; slug: string; lessonName: string; lessonId: number; tab: ActivityAction }) {
  const summary = useLessonSummary(grade, slug);
  useLessonHeartbeat({ grade, subject: slug, lessonName, action: tab });
  return <TimeSpentLine summary={summary} lessonId={lessonId} />;
}

function Viewer({ curriculum, grade, slug }: ViewerProps) {
  const { t } = useTranslation('lessons');
  const learner = isLearner();
  const lessons = curriculum.data;
  // Students go in order (spec 2 §4); someone previewing may open any lesson.
  const reachableIndex = learner ? curriculum.progress.current_index : lessons.length - 1;
  // Opens where the student left off (progress is kept on the server).
  const [openIndex, setOpenIndex] = useState(curriculum.progress.current_index);
  const [tab, setTab] = useState<ActivityAction>('content');
  const [bravo, setBravo] = useState(false);
  const lesson = lessons[Math.min(openIndex, lessons.length - 1)];
  const complete = useCompleteLesson(grade, slug);

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
          {/* The viewer's own top bar (it has no role shell): the way back, the subject, and the role shells' language switch. */}
          <Group justify="space-between" gap="xs" wrap="wrap" data-testid="viewer-top-bar">
            <BackLink />
            <Group gap="sm" wrap="wrap" justify="flex-end">
              <Text size="sm" c="dimmed" data-testid="viewer-subject">
                {/* Someone previewing may open any grade: the grade is said too. */}
                {learner ? curriculum.subject.name : t('viewer.subjectOfGrade', { name: curriculum.subject.name, grade: curriculum.subject.grade })}
              </Text>
              <LanguageSwitch />
            </Group>
          </Group>
          {!learner && (
            <Alert color="blue" variant="light" p="xs" icon={<IconEye size={18} aria-hidden="true" />} data-testid="viewer-preview-note">
              <Text size="sm">{t('viewer.preview')}</Text>
            </Alert>
          )}
          <LessonCircles lessons={lessons} openIndex={lessons.indexOf(lesson)} reachableIndex={reachableIndex} onOpen={open} />
          {/* Only students keep subjects on the phone (ADR 0029). */}
          {learner && <OfflineSubjectControl grade={grade} slug={slug} />}
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Title order={1} size="h3" data-testid="lesson-name">{lesson.name}</Title>
            {learner && <CompleteButton key={lesson.id} onComplete={markCompleted} busy={complete.isPending} />}
          </Group>
          <TextLanguageNote textLanguage={lesson.text_language} />
          {learner && <LearnerTime grade={grade} slug={slug} lessonName={lesson.name} lessonId={lesson.id} tab={tab} />}
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
        {/* Time and completions made offline wait on the phone (issue 29 part 4): the learner sees so. */}
        {isLearner() && <OfflineBanner />}
        {children}
      </Box>
    </Box>
  );
}

/** A page in place of the lesson: what happened, in words, and the way back to the person's own dashboard. */
function ViewerNotice({ icon, title, message, testId }: { icon: ReactNode; title: string; message: string; testId: string }) {
  return (
    <ViewerFrame>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 'md', sm: 60 }} data-testid={testId}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden="true">{icon}</ThemeIcon>
          <Title order={1} size="h3">{title}</Title>
          <Text c="dimmed" data-testid={`${testId}-message`}>{message}</Text>
          <BackLink variant="button" />
        </Stack>
      </Paper>
    </ViewerFrame>
  );
}

function NotFound() {
  const { t } = useTranslation('lessons');
  return (
    <ViewerNotice
      icon={<IconMapSearch size={36} />}
      title={t('viewer.notFound.title')}
      message={isLearner() ? t('viewer.notFound.text') : t('viewer.notFound.textStaff')}
      testId="lesson-not-found"
    />
  );
}

function LessonViewer({ grade, slug }: { grade: number; slug: string }) {
  const { t } = useTranslation('lessons');
  const query = useCurriculum(grade, slug);

  if (query.isPending) return <FullPageSkeleton />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status === 404) return <NotFound />;
    if (isApiError(error) && error.status === 403) {
      // Another grade's subject for a student, any lesson for a parent: the server says why.
      return (
        <ViewerNotice
          icon={<IconLock size={36} />}
          title={t('viewer.refused')}
          message={error.detail ?? t('viewer.refusedText')}
          testId="lesson-refused"
        />
      );
    }
    // The spec's two texts (spec 2 §8): the server answered but gave no data, or the call itself failed.
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

/**
 * /learning/{standard}/{subject}: the lesson viewer (spec 2 §2.1). Without a stored token, go to /login (spec 2 §6).
 * An address that cannot name a subject (/learning/abc/robotics) is not found at once, without asking the server.
 */
export default function LessonViewerPage() {
  const params = useParams();
  if (!storage.authToken()) return <Navigate to="/login" replace />;
  const parsed = curriculumParamsSchema.safeParse({ grade: params.standard, subject: params.subject });
  if (!parsed.success) return <NotFound />;
  return <LessonViewer grade={parsed.data.grade} slug={parsed.data.subject} />;
}
