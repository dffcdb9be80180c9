import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClassroomGallery } from '@prayog/contract';
import { useGalleries } from '../../../api/gallery';
import { useServerPage } from '../../../api/paging';
import { useOwnSchoolChoice } from '../../../api/schools';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatMoment } from '../../../lib/format';
import { currentStaffRole } from '../../../lib/staff-role';
import { AddGalleryModal } from '../components/AddGalleryModal';

/**
 * Classroom Gallery (spec 3, spec 2 §2.2): links to the school's photo albums, last modified first; View opens the
 * album in a new tab. The teacher adds links; the school account reads the same table.
 */
export default function ClassroomGalleryPage() {
  const { t, i18n } = useTranslation('gallery');
  const role = currentStaffRole();
  const canEdit = role === 'teacher';
  const { page, tableProps } = useServerPage();
  const galleries = useGalleries(role, page);
  const ownSchool = useOwnSchoolChoice();
  const [adding, setAdding] = useState(false);

  const columns = useMemo<DataTableColumn<ClassroomGallery>[]>(() => [
    { id: 'lastModified', header: t('columns.lastModified'), value: (g) => g.last_modified, cell: (g) => formatMoment(g.last_modified, i18n.language) },
    {
      id: 'view', header: t('columns.view'),
      cell: (g) => (
        // The server accepts only http(s) links, so this can never run script; noopener keeps the album's page
        // from reaching back into this tab.
        <Anchor href={g.gallery} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('viewLabel', { date: formatMoment(g.last_modified, i18n.language) })} data-testid="gallery-view">
          <Group gap={4} wrap="nowrap" component="span">
            {t('view')}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      ),
    },
  ], [t, i18n.language]);

  const data = galleries.data;
  return (
    <Stack gap="sm" data-testid="classroom-gallery">
      <PanelHeader
        title={t('title')}
        description={t(canEdit ? 'description.teacher' : 'description.school')}
        actions={canEdit && (
          // Waits for the school choices, so the form opens with the caller's own school chosen.
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} loading={ownSchool.isPending} data-testid="gallery-add">
            {t('add')}
          </Button>
        )}
      />
      <DataTable
        columns={columns}
        data={data?.classroom_gallery}
        {...tableProps(data)}
        isLoading={galleries.isPending}
        error={galleries.error}
        onRetry={() => void galleries.refetch()}
        errorText={t(canEdit ? 'failed' : 'failedSchool')}
        emptyText={t(canEdit ? 'empty' : 'emptySchool')}
        getRowId={(g) => String(g.id)}
        caption={t('title')}
        minWidth={320}
        testId="gallery-table"
      />
      {canEdit && <AddGalleryModal opened={adding} ownSchool={ownSchool.value} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
