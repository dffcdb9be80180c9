import { Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook, IconBulb, IconCpu, IconListCheck, IconPlayerPlay, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_ACTIONS, type ActivityAction, type CurriculumLesson } from '@prayog/contract';
import { inReaderLanguage } from '../../../lib/content-language';
import { isTokenOnlyPage, toEmbedUrl } from '../lib/media';
import { HintViewer } from './HintViewer';
import { LessonPageFrame } from './LessonPageFrame';
import { LessonVideo } from './LessonVideo';
import { ResourceFrame } from './ResourceFrame';

const ICONS: Record<ActivityAction, Icon> = { content: IconBook, video: IconPlayerPlay, simulator: IconCpu, quiz: IconListCheck, hint: IconBulb };

function resourceOf(lesson: CurriculumLesson, tab: ActivityAction): string | null {
  switch (tab) {
    case 'content': return lesson.content;
    case 'video': return lesson.tutorial_video;
    case 'simulator': return lesson.editor;
    case 'quiz': return lesson.quiz;
    case 'hint': return lesson.hint;
  }
}

interface LessonTabsProps {
  lesson: CurriculumLesson;
  tab: ActivityAction;
  onTabChange: (tab: ActivityAction) => void;
}

/** The left menu of spec 2 §2.1 (a row of tabs on phones): each tab shows the lesson's resource in a frame. */
export function LessonTabs({ lesson, tab, onTabChange }: LessonTabsProps) {
  const { t, i18n } = useTranslation('lessons');
  // Read at once (not after a first render), so phones do not flash the vertical layout.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <Tabs
      value={tab}
      onChange={(value) => { if (value) onTabChange(value as ActivityAction); }}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List mr={wide ? 'md' : 0} mb={wide ? 0 : 'sm'} miw={wide ? 150 : undefined} aria-label={t('viewer.tabsLabel')}>
        {ACTIVITY_ACTIONS.map((key) => {
          const TabIcon = ICONS[key];
          return (
            <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} aria-hidden="true" />} data-testid={`tab-${key}`}>
              {t(`viewer.tabs.${key}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {ACTIVITY_ACTIONS.map((key) => {
        const resource = resourceOf(lesson, key);
        const url = resource && inReaderLanguage(resource, i18n.resolvedLanguage ?? 'en');
        const title = t('viewer.frameTitle', { tab: t(`viewer.tabs.${key}`), lesson: lesson.name });
        return (
          <Tabs.Panel key={key} value={key} style={{ minWidth: 0 }} data-testid={`panel-${key}`}>
            {!url ? (
              <Text c="dimmed" py="xl" ta="center" data-testid={`not-available-${key}`}>{t(`viewer.notAvailable.${key}`)}</Text>
            ) : key === 'hint' ? (
              <HintViewer url={url} title={title} />
            ) : isTokenOnlyPage(url) ? (
              <LessonPageFrame url={url} title={title} testId={`frame-${key}`} />
            ) : key === 'video' ? (
              <LessonVideo url={url} title={title} testId={`frame-${key}`} />
            ) : (
              // Content and video links in watch?v= form are embedded (spec 2 §2.1); others pass unchanged.
              <ResourceFrame src={toEmbedUrl(url)} title={title} testId={`frame-${key}`} />
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
