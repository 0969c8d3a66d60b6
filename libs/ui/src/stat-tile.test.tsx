import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('shows the count inside the tile with its test id and colour', () => {
    render(<StatTile label="Park" value={7} color="danger" testId="status-tile-Park" />);
    const tile = screen.getByTestId('status-tile-Park');
    expect(tile.textContent).toContain('7');
    expect(tile.getAttribute('data-color')).toBe('danger');
    expect(tile.getAttribute('style')).toContain('var(--fleet-color-danger)');
  });

  it('is a toggle button when clickable', async () => {
    const onClick = vi.fn();
    render(<StatTile label="All" value={44} color="primary" onClick={onClick} active />);
    const button = screen.getByRole('button', { name: /All/ });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a link with href (a drill-down), named by linkLabel', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<StatTile label="Idle" value={6} color="warning" href="/monitor/map?status=idle" linkLabel="Open Idle assets in the Monitor" onClick={onClick} />);
    const link = screen.getByRole('link', { name: 'Open Idle assets in the Monitor' });
    expect(link.getAttribute('href')).toBe('/monitor/map?status=idle');
    expect(link.textContent).toContain('6');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
