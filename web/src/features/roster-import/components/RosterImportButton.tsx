import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RosterKind } from '../../../api/roster-import';
import { RosterImportDialog } from './RosterImportDialog';

/** 'Import Students' / 'Import Teachers': the button a school screen shows, and the import dialog it opens. */
export function RosterImportButton({ kind }: { kind: RosterKind }) {
  const { t } = useTranslation('rosterImport');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        data-testid={`import-${kind}-button`}
      >
        {t(`button.${kind}`)}
      </Button>
      <RosterImportDialog kind={kind} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
