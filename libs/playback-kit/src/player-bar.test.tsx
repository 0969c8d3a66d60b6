import { PALETTE } from '@fleet/domain';
import type { PlayerState } from '@fleet/playback-engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerBar, toggleLabel } from './player-bar';

const H = 3_600_000;
const start = Date.UTC(2026, 0, 5, 0);
const state = (over: Partial<PlayerState> = {}): PlayerState => ({ playing: false, time: start, speed: 1, start, end: start + 8 * H, ...over });

describe('toggleLabel', () => {
  it('is Play at the ends, Pause while playing, Resume when paused mid-way', () => {
    expect(toggleLabel(state())).toBe('Play');
    expect(toggleLabel(state({ time: start + 8 * H }))).toBe('Play');
    expect(toggleLabel(state({ playing: true, time: start + H }))).toBe('Pause');
    expect(toggleLabel(state({ time: start + H }))).toBe('Resume');
  });
});

describe('PlayerBar', () => {
  it('dispatches the button actions with the events', () => {
    const dispatch = vi.fn();
    const events = [start + H];
    render(<PlayerBar state={state()} dispatch={dispatch} events={events} />);
    fireEvent.click(screen.getByTestId('player-start'));
    fireEvent.click(screen.getByTestId('player-slower'));
    fireEvent.click(screen.getByTestId('player-toggle'));
    fireEvent.click(screen.getByTestId('player-faster'));
    fireEvent.click(screen.getByTestId('player-end'));
    expect(dispatch.mock.calls.map((c) => c[0])).toEqual([
      { type: 'prevEvent', events },
      { type: 'slower' },
      { type: 'toggle' },
      { type: 'faster' },
      { type: 'nextEvent', events },
    ]);
  });

  it('names the toggle by state', () => {
    const { rerender } = render(<PlayerBar state={state()} dispatch={vi.fn()} events={[]} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    rerender(<PlayerBar state={state({ playing: true, time: start + H })} dispatch={vi.fn()} events={[]} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    rerender(<PlayerBar state={state({ time: start + H })} dispatch={vi.fn()} events={[]} />);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('shows elapsed against total time', () => {
    render(<PlayerBar state={state({ time: start + H + 23 * 60_000 + 45_000 })} dispatch={vi.fn()} events={[]} />);
    expect(screen.getByTestId('player-time').textContent).toBe('01:23:45 / 08:00:00');
  });

  it('shows the clock time (date and time in the zone) beside elapsed / total', () => {
    // 01:23:45 after 00:00 UTC is 09:23:45 in Kuala Lumpur.
    render(<PlayerBar state={state({ time: start + H + 23 * 60_000 + 45_000 })} dispatch={vi.fn()} events={[]} timeZone="Asia/Kuala_Lumpur" />);
    expect(screen.getByTestId('player-clock').textContent).toBe('5/1/2026 09:23:45');
    expect(screen.getByTestId('player-scrubber').getAttribute('aria-valuetext')).toBe('5/1/2026 09:23:45');
  });

  it('colours the time bar by status and marks each local midnight', () => {
    const segments = [
      { start, end: start + 2 * H, status: 'Moving' as const },
      { start: start + 2 * H, end: start + 6 * H, status: 'Parked' as const },
    ];
    render(<PlayerBar state={state()} dispatch={vi.fn()} events={[]} segments={segments} dayMarks={[{ t: start + 4 * H, label: '5/1' }]} />);
    const bar = screen.getByTestId('player-timebar');
    // Moving (success) for the first quarter, Parked (danger) to three quarters, then no data.
    expect(bar.style.background).toBe(`linear-gradient(to right, ${PALETTE.success} 0.000% 25.000%, ${PALETTE.danger} 25.000% 75.000%, #e6e6ec 75.000% 100%)`);
    const mark = screen.getByTestId('player-day-mark');
    expect([mark.style.left, mark.textContent]).toEqual(['50%', '5/1']);
  });

  it('offers "Skip parked" when asked', () => {
    const onSkip = vi.fn();
    const { rerender } = render(<PlayerBar state={state()} dispatch={vi.fn()} events={[]} />);
    expect(screen.queryByTestId('player-skip-parked')).toBeNull();
    rerender(<PlayerBar state={state()} dispatch={vi.fn()} events={[]} skipParked={false} onSkipParkedChange={onSkip} />);
    fireEvent.click(screen.getByLabelText('Skip parked'));
    expect(onSkip).toHaveBeenCalledWith(true);
  });

  it('offers the speeds and marks the current one', () => {
    const dispatch = vi.fn();
    render(<PlayerBar state={state({ speed: 2 })} dispatch={dispatch} events={[]} />);
    const group = screen.getByTestId('player-speed');
    expect(group.textContent).toBe('0.25x0.5x1x2x4x8x');
    expect(screen.getByRole('radio', { name: 'Speed 2x' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Speed 4x' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'setSpeed', speed: 4 });
  });

  it('seeks while the scrubber moves', () => {
    const dispatch = vi.fn();
    render(<PlayerBar state={state()} dispatch={dispatch} events={[]} />);
    const scrubber = screen.getByTestId('player-scrubber') as HTMLInputElement;
    expect([scrubber.min, scrubber.max]).toEqual([String(start), String(start + 8 * H)]);
    fireEvent.change(scrubber, { target: { value: String(start + 2 * H) } });
    expect(dispatch).toHaveBeenCalledWith({ type: 'seek', time: start + 2 * H });
  });

  it('disables every control', () => {
    render(<PlayerBar state={state()} dispatch={vi.fn()} events={[]} disabled />);
    for (const id of ['player-start', 'player-slower', 'player-toggle', 'player-faster', 'player-end', 'player-scrubber']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
