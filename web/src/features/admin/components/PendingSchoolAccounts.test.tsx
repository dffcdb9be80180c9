import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PendingSchoolAccount } from '@prayog/contract';
import i18n from '../../../lib/i18n';
import { fakeStaffApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SLOW } from '../../../test/timeouts';
import { PendingSchoolAccounts } from './PendingSchoolAccounts';
import { captureDownloads } from '../../../test/downloads';

beforeAll(async () => {
  await i18n.loadNamespaces(['admin', 'components']);
});

/** Anyone may ask for a school account and choose its name: these hide formulas, one on a later line. */
const account = (id: number, name: string): PendingSchoolAccount => ({
  id, username: `waiting.${id}`, name, email: `${id}@example.org`, phone_number: '+91 98765 43210',
  school: { id: 1, name: 'ABL School, Gurugram' }, requested_at: '2026-11-20T06:30:00.000Z',
});
const WAITING = [account(7, 'Asha Rao\r\n=HYPERLINK("http://x.example","y")'), account(8, ' -1+2')];

let blobs: Blob[];
beforeEach(() => { blobs = captureDownloads(); });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the administrator's pending school accounts CSV", () => {
  it('defuses a formula on any line of a name the applicant chose', async () => {
    fakeStaffApi('school', ({ path }) => (path.endsWith('/school-accounts/') ? json({ school_accounts: WAITING }) : undefined));
    const { user } = renderWithProviders(<PendingSchoolAccounts />);
    await screen.findByText('waiting.7', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(blobs).toHaveLength(1);
    const text = (await blobs[0].text()).replace(/^\uFEFF/, '');
    // The name's second line and the '+91' phone start with a quote; the cell with a line break stays one quoted cell.
    expect(text).toBe([
      'Name,Username,Email,Phone,School,Requested',
      `"Asha Rao\r\n'=HYPERLINK(""http://x.example"",""y"")",waiting.7,7@example.org,"'+91 98765 43210","ABL School, Gurugram",2026-11-20T06:30:00.000Z`,
      `"' -1+2",waiting.8,8@example.org,"'+91 98765 43210","ABL School, Gurugram",2026-11-20T06:30:00.000Z`,
    ].join('\r\n'));
  });
});
