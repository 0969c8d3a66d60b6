import { MESSAGES } from '@fleet/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadDataButton, canLoadPlayback } from './load-data-button';

describe('canLoadPlayback', () => {
  it('needs an asset and both ends of a valid range', () => {
    expect(canLoadPlayback(['7'], 1, 2)).toBe(true);
    expect(canLoadPlayback(7, 1, 2)).toBe(true);
    expect(canLoadPlayback([], 1, 2)).toBe(false);
    expect(canLoadPlayback(null, 1, 2)).toBe(false);
    expect(canLoadPlayback('', 1, 2)).toBe(false);
    expect(canLoadPlayback(['7'], null, 2)).toBe(false);
    expect(canLoadPlayback(['7'], 1, undefined)).toBe(false);
    expect(canLoadPlayback(['7'], Number.NaN, 2)).toBe(false);
    expect(canLoadPlayback(['7'], 3, 2)).toBe(false);
  });
});

describe('LoadDataButton', () => {
  it('is disabled with the message as title until it can load', () => {
    const onLoad = vi.fn();
    const { rerender } = render(<LoadDataButton canLoad={false} onLoad={onLoad} />);
    const button = screen.getByRole('button', { name: 'Load Data' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe(MESSAGES.playbackLoadDisabled);
    rerender(<LoadDataButton canLoad onLoad={onLoad} />);
    const enabled = screen.getByRole('button', { name: 'Load Data' }) as HTMLButtonElement;
    expect(enabled.disabled).toBe(false);
    expect(enabled.title).toBe('');
    fireEvent.click(enabled);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the tooltip on focus while disabled', async () => {
    render(<LoadDataButton canLoad={false} onLoad={vi.fn()} />);
    fireEvent.focus(screen.getByTestId('load-data-wrap'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(MESSAGES.playbackLoadDisabled);
  });
});
