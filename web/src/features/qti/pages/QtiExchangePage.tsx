import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthoringSubject } from '@prayog/contract';
import { useAuthoringSubjectRows } from '../../../api/authoring';
import { useDownloadQti } from '../../../api/qti';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail } from '../../../lib/api';
import { QtiImportCard } from '../components/QtiImportCard';
import { SubjectSelect } from '../components/SubjectSelect';

/** Export: a subject's bank as a QTI 3.0 package, downloaded. */
function ExportCard({ subjects }: { subjects: readonly AuthoringSubject[] }) {
  const { t } = useTranslation('qti');
  const download = useDownloadQti();
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const start = () => download.mutate(subjectId!, {
    onSuccess: () => notifications.show({ color: 'green', message: t('export.downloaded') }),
    onError: (error) => notifications.show({ color: 'red', message: errorDetail(error, t('export.failed')) }),
  });
  return (
    <SectionCard title={t('export.title')} testId="qti-export">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('export.help')}</Text>
        <SubjectSelect label={t('subject')} subjects={subjects} value={subjectId} onChange={setSubjectId} testId="qti-export-subject" />
        <Button leftSection={<IconDownload size={16} aria-hidden />} disabled={subjectId === null} loading={download.isPending} onClick={start}
          style={{ alignSelf: 'flex-start' }} data-testid="qti-download">
          {t('export.download')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

/**
 * Question bank exchange (issue 32 item 6, ADR 0043), for administrators: a subject's bank out as IMS QTI 3.0, and a
 * package in — checked first, then imported as new quizzes for every school.
 */
export default function QtiExchangePage() {
  const { t } = useTranslation('qti');
  const subjects = useAuthoringSubjectRows(false);
  return (
    <Stack gap="md" data-testid="qti-page">
      <PanelHeader title={t('title')} description={t('description')} />
      <QueryState query={subjects} errorFallback={t('loadFailed')} isEmpty={(rows) => rows.length === 0} emptyMessage={t('noSubjects')}>
        {(rows) => (
          // One above the other: the import's preview tables need the page's width.
          <Stack gap="md">
            <ExportCard subjects={rows} />
            <QtiImportCard subjects={rows} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
