import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useLessonPage } from '../../../api/lessons';
import { ResourceFrame } from './ResourceFrame';

/**
 * An authored lesson's page in the Content tab: fetched with the token header (the server serves it only to whom the
 * lesson is shown, and a frame cannot send the header), then framed from a blob, as the Hint tab's PDF is.
 */
export function LessonPageFrame({ url, title, testId }: { url: string; title: string; testId?: string }) {
  const { t } = useTranslation('lessons');
  const page = useLessonPage(url);
  const objectUrl = useObjectUrl(page.data?.blob);

  if (page.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="lesson-page-error">
        {t('viewer.pageError', { message: errorDetail(page.error, t('viewer.unableToFetch')) })}
      </Alert>
    );
  }
  if (!objectUrl) return <Text c="dimmed" data-testid="lesson-page-loading">{t('viewer.pageLoading')}</Text>;
  return <ResourceFrame src={objectUrl} title={title} testId={testId} />;
}
