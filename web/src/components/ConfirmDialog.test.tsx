import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p data-testid="state">{opened ? 'open' : 'closed'}</p>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Confirm Delete"
        message="Are you sure you want to delete this monthly report?"
        confirmLabel="Delete"
        onConfirm={async () => undefined}
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks its question in a dialog named by the title, with Cancel focused', async () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this monthly report?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('shows the busy label while the action runs, then closes and calls onSuccess', async () => {
    let finish!: (value: string) => void;
    const onConfirm = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} onSuccess={onSuccess} busyLabel="Deleting..." />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    finish('deleted');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(onSuccess).toHaveBeenCalledWith('deleted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's detail and stays open when the action fails", async () => {
    const onSuccess = vi.fn();
    const onConfirm = vi.fn()
      .mockRejectedValueOnce(new ApiError(409, { detail: 'This report has already been approved.' }))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} onSuccess={onSuccess} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This report has already been approved.');
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');

    // No detail: the generic text.
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not complete this action. Please try again.'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('open');
  });

  it('closes on Cancel without acting', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
