import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { fakeApi, json } from '../../../test/fake-api';
import { PrivacyCentre } from './PrivacyCentre';

const clicked: { download: string; href: string }[] = [];

beforeEach(() => {
  clicked.length = 0;
  localStorage.setItem('authToken', 'tok-asha');
  URL.createObjectURL = vi.fn(() => 'blob:zip');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PrivacyCentre', () => {
  it("lists what is kept and why, and downloads the student's ZIP with the token under the server's file name", async () => {
    const calls = fakeApi(() => new Response('PK', { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="prayog-data-asha-2026-11-28.zip"' } }));
    const { user } = renderWithProviders(<PrivacyCentre username="asha" />);
    expect(await screen.findByText('What Prayog keeps, and why')).toBeTruthy();
    expect(screen.getByText('Learning')).toBeTruthy();
    expect(screen.getByText(/Nothing is used for advertising/)).toBeTruthy();
    expect(screen.getByText(/every record Prayog keeps about you/)).toBeTruthy();
    await user.click(screen.getByTestId('privacy-download'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(screen.queryByTestId('privacy-download-error')).toBeNull();
    expect(clicked).toEqual([{ download: 'prayog-data-asha-2026-11-28.zip', href: 'blob:zip' }]);
    expect(calls.map(({ path, search, headers }) => [path + search, headers.get('Authorization'), headers.get('Accept-Language')]))
      .toEqual([['/api/privacy/students/asha/export/', 'Token tok-asha', 'en']]);
  });

  it("speaks of the child by name for a parent, and shows the server's refusal plainly", async () => {
    fakeApi(() => json({ detail: "You can only download your own data or your child's." }, 403));
    const { user } = renderWithProviders(<PrivacyCentre username="asha" childName="Asha Rao" />);
    expect(await screen.findByText(/every record Prayog keeps about Asha Rao/)).toBeTruthy();
    await user.click(screen.getByTestId('privacy-download'));
    expect((await screen.findByTestId('privacy-download-error')).textContent).toBe("You can only download your own data or your child's.");
    expect(clicked).toEqual([]);
  });
});
