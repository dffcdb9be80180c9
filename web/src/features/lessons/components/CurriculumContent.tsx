import { useId } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileText, IconPresentation, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseLesson } from '@prayog/contract';
import { toEmbedUrl } from '../lib/media';
import { CurriculumDocument } from './CurriculumDocument';
import { FRAME_HEIGHT, ResourceFrame } from './ResourceFrame';

export type CurriculumContentKind = 'plan' | 'ppt' | 'video';

const BUTTONS = [
  { kind: 'plan', Icon: IconFileText },
  { kind: 'ppt', Icon: IconPresentation },
  { kind: 'video', Icon: IconVideo },
] as const;

const isYouTube = (url: string) => toEmbedUrl(url).startsWith('https://www.youtube.com/embed/');

/** A calm box of the frame's height for the prompts, so the page does not jump when content appears. */
function Prompt({ text, testId }: { text: string; testId: string }) {
  return (
    <Paper withBorder radius="md" bg="gray.0" h={FRAME_HEIGHT} display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      <Text c="dimmed" ta="center" data-testid={testId}>{text}</Text>
    </Paper>
  );
}

interface CurriculumContentProps {
  lesson: CourseLesson | null;
  content: CurriculumContentKind | null;
  onContent: (content: CurriculumContentKind) => void;
}

/**
 * The buttons Lesson Plan, Lesson PPT and Tutorial Video and the 570 px frame that shows the chosen one (spec 3):
 * files through the app (CurriculumDocument), YouTube links in embed form.
 */
export function CurriculumContent({ lesson, content, onContent }: CurriculumContentProps) {
  const { t } = useTranslation('lessons');
  const noVideoId = useId();
  const urlOf = (kind: CurriculumContentKind) =>
    lesson === null ? null : kind === 'plan' ? lesson.lesson_plans : kind === 'ppt' ? lesson.lesson_ppt : lesson.lesson_video;

  const body = () => {
    if (!lesson) return <Prompt text={t('curriculum.selectLesson')} testId="curriculum-select-lesson" />;
    if (!content) return <Prompt text={t('curriculum.selectContent')} testId="curriculum-select-content" />;
    const url = urlOf(content);
    if (!url) return <Prompt text={t(`curriculum.notAvailable.${content}`)} testId="curriculum-not-available" />;
    const title = t('curriculum.frameTitle', { content: t(`curriculum.buttons.${content}`), lesson: lesson.lesson_name });
    // key: a new lesson or button starts a fresh viewer (no stale blob address from the previous file).
    if (content !== 'video') return <CurriculumDocument key={url} url={url} title={title} />;
    if (isYouTube(url)) return <ResourceFrame key={url} src={toEmbedUrl(url)} title={title} testId="curriculum-video" />;
    // Another video address: framed as given (the app's own files play; other sites may refuse to be framed),
    // with a link to watch it in its own tab.
    return (
      <Stack gap="xs">
        <ResourceFrame key={url} src={url} title={title} testId="curriculum-video" />
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconExternalLink size={16} aria-hidden="true" />
          {t('curriculum.openVideo')}
        </Anchor>
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('curriculum.contentLabel')}>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('curriculum.contentLabel')}>
        {BUTTONS.map(({ kind, Icon }) => {
          // A lesson without a tutorial video: the button stays in its place, disabled, and says why (on hover and
          // focus, and to screen readers); aria-disabled keeps it focusable so the reason can be reached.
          const noVideo = kind === 'video' && lesson !== null && !lesson.lesson_video;
          return (
            <Tooltip key={kind} label={t('curriculum.noVideo')} disabled={!noVideo} withArrow events={{ hover: true, focus: true, touch: true }}>
              <Button
                variant={content === kind ? 'filled' : 'light'}
                aria-pressed={content === kind}
                disabled={!lesson}
                data-disabled={noVideo || undefined}
                aria-disabled={noVideo || undefined}
                aria-describedby={noVideo ? noVideoId : undefined}
                leftSection={<Icon size={18} aria-hidden="true" />}
                onClick={(event) => { if (noVideo) event.preventDefault(); else onContent(kind); }}
                data-testid={`curriculum-${kind}-button`}
                style={{ flex: '1 1 9rem' }}
              >
                {t(`curriculum.buttons.${kind}`)}
              </Button>
            </Tooltip>
          );
        })}
      </Group>
      {lesson !== null && !lesson.lesson_video && <VisuallyHidden id={noVideoId}>{t('curriculum.noVideo')}</VisuallyHidden>}
      {body()}
    </Stack>
  );
}
