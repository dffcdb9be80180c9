import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { UploadedFileRow } from './UploadedFileRow';

const texts = {
  upload: 'Upload', replace: 'Replace', uploadLabel: 'Upload the hint', replaceLabel: 'Replace the hint',
  remove: 'Remove', removeLabel: 'Remove the hint', progress: 'Uploading the hint', tooLarge: 'The file is too large: at most 1 MB.',
  uploaded: 'The hint was uploaded.', uploadFailed: 'Failed to upload the file.', removed: 'The hint was removed.', removeFailed: 'Failed to remove the file.',
};

/** The row over a file that comes and goes as the uploads and removals succeed, like a lesson's hint. */
function Harness({ upload, remove, startWith = false }: {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>; remove?: () => Promise<unknown>; startWith?: boolean;
}) {
  const [present, setPresent] = useState(startWith);
  return (
    <>
      <Notifications />
      <UploadedFileRow
        label="Hint (PDF)"
        status={present ? 'uploaded' : 'not uploaded'}
        present={present}
        accept="application/pdf"
        maxBytes={1024 * 1024}
        views={present ? <button type="button">View</button> : null}
        texts={texts}
        testIds={{ row: 'row', upload: 'upload', remove: 'remove' }}
        upload={async (file, onProgress) => { await upload(file, onProgress); setPresent(true); }}
        remove={async () => { await (remove ?? (() => Promise.resolve()))(); setPresent(false); }}
      />
    </>
  );
}

const pdf = (bytes: number) => new File([new Uint8Array(bytes)], 'hint.pdf', { type: 'application/pdf' });
const chooser = () => screen.getByTestId('row').querySelector('input[type=file]') as HTMLInputElement;

afterEach(() => notifications.clean());

describe('UploadedFileRow', () => {
  it('sends a chosen file with its progress shown, then says so and offers to replace, view and remove it', async () => {
    let finish!: () => void;
    const upload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { user } = renderWithProviders(<Harness upload={upload} />);
    expect(screen.getByTestId('row')).toHaveTextContent('Hint (PDF): not uploaded');
    expect(screen.queryByRole('button', { name: 'Remove the hint' })).not.toBeInTheDocument();

    await user.upload(chooser(), pdf(2_000));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'hint.pdf' }), expect.any(Function));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the hint' })).toHaveAttribute('aria-valuenow', '50');
    finish();
    expect(await screen.findByText('The hint was uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('row')).toHaveTextContent('Hint (PDF): uploaded');
    expect(screen.getByRole('button', { name: 'Replace the hint' })).toHaveTextContent('Replace');
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the hint' })).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending anything', async () => {
    const upload = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<Harness upload={upload} />);
    await user.upload(chooser(), pdf(1024 * 1024 + 1));
    expect(await screen.findByText('The file is too large: at most 1 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByTestId('row')).toHaveTextContent('not uploaded');
  });

  it("shows the server's reason when an upload fails, and the fallback when it gives none", async () => {
    const upload = vi.fn()
      .mockRejectedValueOnce(new ApiError(415, { detail: 'This file is not a PDF.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<Harness upload={upload} />);
    await user.upload(chooser(), pdf(10));
    expect(await screen.findByText('This file is not a PDF.')).toBeInTheDocument();
    await user.upload(chooser(), pdf(10));
    expect(await screen.findByText('Failed to upload the file.')).toBeInTheDocument();
    expect(screen.getByTestId('row')).toHaveTextContent('not uploaded');
  });

  it('removes the file, and keeps it when the removal fails', async () => {
    const remove = vi.fn()
      .mockRejectedValueOnce(new ApiError(403, { detail: 'Only the school that owns this quiz can change it.' }))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<Harness upload={() => Promise.resolve()} remove={remove} startWith />);
    await user.click(screen.getByRole('button', { name: 'Remove the hint' }));
    expect(await screen.findByText('Only the school that owns this quiz can change it.')).toBeInTheDocument();
    expect(screen.getByTestId('row')).toHaveTextContent('Hint (PDF): uploaded');
    await user.click(screen.getByRole('button', { name: 'Remove the hint' }));
    expect(await screen.findByText('The hint was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('row')).toHaveTextContent('Hint (PDF): not uploaded'));
    expect(remove).toHaveBeenCalledTimes(2);
  });
});
