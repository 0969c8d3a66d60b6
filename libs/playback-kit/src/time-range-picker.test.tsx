import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kl } from './fixtures';
import { defaultPlaybackRange, zonedTimeToEpoch } from './time';
import { PlaybackTimeRangePicker } from './time-range-picker';

const TZ = 'Asia/Kuala_Lumpur';
const now = kl(5, 14, 30); // Thursday 5 March 2026, 14:30 KL

describe('defaultPlaybackRange', () => {
  it('is today 00:00:00 – 23:59:59 in the zone', () => {
    expect(defaultPlaybackRange(now, TZ)).toEqual({ start: kl(5, 0), end: kl(5, 23, 59, 59) });
    // 02:00 KL on the 6th is still the 5th in UTC, and the 6th in KL.
    expect(defaultPlaybackRange(kl(6, 2), TZ).start).toBe(kl(6, 0));
  });
  it('follows daylight saving zones', () => {
    expect(zonedTimeToEpoch(2026, 7, 1, 0, 0, 0, 'Europe/Berlin')).toBe(Date.UTC(2026, 5, 30, 22));
    expect(zonedTimeToEpoch(2026, 1, 1, 0, 0, 0, 'Europe/Berlin')).toBe(Date.UTC(2025, 11, 31, 23));
  });
});

const dayButton = (label: RegExp) => screen.getByRole('button', { name: label });

describe('PlaybackTimeRangePicker', () => {
  it('shows the default range as text', () => {
    render(<PlaybackTimeRangePicker now={now} timeZone={TZ} />);
    expect(screen.getByTestId('range-picker').textContent).toBe('5/3/2026 00:00:00 – 5/3/2026 23:59:59');
  });

  it('disables the days after today', () => {
    render(<PlaybackTimeRangePicker now={now} timeZone={TZ} />);
    fireEvent.click(screen.getByTestId('range-picker'));
    expect((dayButton(/March 6th, 2026/) as HTMLButtonElement).disabled).toBe(true);
    expect((dayButton(/March 5th, 2026/) as HTMLButtonElement).disabled).toBe(false);
    expect((dayButton(/March 2nd, 2026/) as HTMLButtonElement).disabled).toBe(false);
  });

  it('emits the chosen days and times in ms', () => {
    const onChange = vi.fn();
    render(<PlaybackTimeRangePicker now={now} timeZone={TZ} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('range-picker'));
    // The range is complete (5th – 5th): a click starts a new one at the 2nd (resetOnSelect), the next ends it at the 3rd.
    fireEvent.click(dayButton(/March 2nd, 2026/));
    fireEvent.click(dayButton(/March 3rd, 2026/));
    fireEvent.change(screen.getByTestId('range-picker-start-time'), { target: { value: '06:15:30' } });
    fireEvent.change(screen.getByTestId('range-picker-end-time'), { target: { value: '18:00:05' } });
    fireEvent.click(screen.getByTestId('range-picker-apply'));
    const range = onChange.mock.calls[0]?.[0];
    expect(range).toEqual({ start: kl(2, 6, 15, 30), end: kl(3, 18, 0, 5) });
    expect(screen.getByTestId('range-picker').textContent).toBe('2/3/2026 06:15:30 – 3/3/2026 18:00:05');
  });

  it('refuses a reversed range on one day', () => {
    render(<PlaybackTimeRangePicker now={now} timeZone={TZ} />);
    fireEvent.click(screen.getByTestId('range-picker'));
    fireEvent.change(screen.getByTestId('range-picker-start-time'), { target: { value: '23:59:59' } });
    fireEvent.change(screen.getByTestId('range-picker-end-time'), { target: { value: '00:00:00' } });
    expect((screen.getByTestId('range-picker-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a controlled value', () => {
    render(<PlaybackTimeRangePicker now={now} timeZone={TZ} value={{ start: kl(1, 8), end: kl(1, 9, 30) }} />);
    expect(screen.getByTestId('range-picker').textContent).toBe('1/3/2026 08:00:00 – 1/3/2026 09:30:00');
  });
});
