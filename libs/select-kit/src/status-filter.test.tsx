import type { StatusCounts, StatusFilterKey } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusFilter } from './status-filter';

const counts: StatusCounts = { All: 10, Move: 4, Idle: 1, Park: 3, Inactive: 2 };

describe('StatusFilter', () => {
  it('shows every entry with its count and colour', () => {
    render(<StatusFilter mode="v1" value={['All']} counts={counts} onChange={vi.fn()} />);
    expect(screen.getByTestId('status-filter-Park').textContent).toContain('3');
    expect(screen.getByTestId('status-filter-All').getAttribute('data-color')).toBe('primary');
    expect(screen.getByTestId('status-filter-Inactive').getAttribute('data-color')).toBe('dark');
    expect(screen.getByTestId('status-filter-All').getAttribute('aria-pressed')).toBe('true');
  });

  it('v1 emits exactly one entry, and nothing when the current one is chosen again', async () => {
    const onChange = vi.fn();
    render(<StatusFilter mode="v1" value={['Park']} counts={counts} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('status-filter-Move'));
    expect(onChange).toHaveBeenCalledWith(['Move']);
  });

  it('v2: deselecting one removes All', async () => {
    const onChange = vi.fn();
    const all: StatusFilterKey[] = ['All', 'Move', 'Idle', 'Park', 'Inactive'];
    render(<StatusFilter mode="v2" value={all} counts={counts} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('status-filter-Idle'));
    expect(onChange).toHaveBeenCalledWith(['Move', 'Park', 'Inactive']);
  });

  it('v2: All alone shows the four chosen; choosing a status then removes it and All; all four re-add All', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<StatusFilter mode="v2" value={['All']} counts={counts} onChange={onChange} />);
    for (const key of ['All', 'Move', 'Idle', 'Park', 'Inactive']) expect(screen.getByTestId(`status-filter-${key}`).getAttribute('aria-pressed'), key).toBe('true');
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    expect(onChange).toHaveBeenLastCalledWith(['Move', 'Idle', 'Inactive']);
    rerender(<StatusFilter mode="v2" value={['Move', 'Idle', 'Inactive']} counts={counts} onChange={onChange} />);
    expect(screen.getByTestId('status-filter-All').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('status-filter-Park').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    expect(onChange).toHaveBeenLastCalledWith(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    rerender(<StatusFilter mode="v2" value={[]} counts={counts} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('status-filter-All'));
    expect(onChange).toHaveBeenLastCalledWith(['All', 'Move', 'Idle', 'Park', 'Inactive']);
  });

  it('compact: a dropdown; the All entry is left out when the filter type starts with key', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<StatusFilter mode="v1" compact filterType={['key']} value={['Move']} counts={counts} onChange={onChange} />);
    expect(screen.getByTestId('status-filter').getAttribute('data-compact')).toBe('true');
    await userEvent.click(screen.getByTestId('status-filter-trigger'));
    expect(await screen.findByTestId('status-filter-Park')).toBeTruthy();
    expect(screen.queryByTestId('status-filter-All')).toBeNull();
    await userEvent.click(screen.getByTestId('status-filter-Park'));
    expect(onChange).toHaveBeenCalledWith(['Park']);
    unmount();

    render(<StatusFilter mode="v1" compact filterType={['status']} value={['Move']} counts={counts} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('status-filter-trigger'));
    expect(await screen.findByTestId('status-filter-All')).toBeTruthy();
  });
});
