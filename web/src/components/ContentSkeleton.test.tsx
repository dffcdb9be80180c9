import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ContentSkeleton } from './ContentSkeleton';

describe('ContentSkeleton', () => {
  it('is a polite loading status that stays in the flow of the page (not a full-viewport overlay)', () => {
    renderWithProviders(<ContentSkeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('data-testid', 'content-skeleton');
    expect(screen.queryByTestId('full-page-skeleton')).not.toBeInTheDocument();
  });
});
