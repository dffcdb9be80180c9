import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../test/render';
import { PanelHeader } from './PanelHeader';

describe('PanelHeader', () => {
  it('is a level-1 heading with its description and actions', () => {
    renderWithProviders(
      <PanelHeader title="Monthly Reports" description="Reports you sent this year" actions={<Button>Add Monthly Report</Button>} titleId="reports-title" />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Monthly Reports' });
    expect(heading).toHaveAttribute('id', 'reports-title');
    expect(screen.getByText('Reports you sent this year')).toBeInTheDocument();
    expect(screen.getByTestId('panel-header-actions')).toContainElement(screen.getByRole('button', { name: 'Add Monthly Report' }));
  });

  it('takes another heading level and draws no empty actions box', () => {
    renderWithProviders(<PanelHeader title="Students" order={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeInTheDocument();
    expect(screen.queryByTestId('panel-header-actions')).not.toBeInTheDocument();
  });
});
