import { PALETTE, parseHexColor, playbackStatusColor } from '@fleet/domain';
import { buildDetailsList } from '@fleet/playback-engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailsPanel, itemIndexByPoint } from './details-panel';
import { FIXTURE_TIME_ZONE, fixtureDay, fixtureLongRoute, fixturePoint, kl } from './fixtures';

const points = fixtureDay();
const items = buildDetailsList(points, FIXTURE_TIME_ZONE);
const base = { open: true, onOpenChange: () => {}, points, items, currentIndex: 0, onSelect: () => {}, timeZone: FIXTURE_TIME_ZONE };

describe('DetailsPanel', () => {
  it("shows 'No Data' without points", () => {
    render(<DetailsPanel {...base} points={[]} items={[]} />);
    expect(screen.getByTestId('details-empty').textContent).toBe('No Data');
  });

  it('is 400 px wide when open and collapses with the toggle', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<DetailsPanel {...base} onOpenChange={onOpenChange} />);
    expect(screen.getByTestId('details-panel').style.width).toBe('400px');
    fireEvent.click(screen.getByTestId('details-toggle'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<DetailsPanel {...base} open={false} />);
    expect(screen.getByTestId('details-panel').style.width).toBe('');
    expect(screen.queryByTestId('details-list')).toBeNull();
    expect(screen.getByTestId('details-toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('renders a day header, merged long events and point cards', () => {
    render(<DetailsPanel {...base} />);
    expect(screen.getAllByTestId('details-day').map((d) => d.textContent)).toEqual(['5/3/2026']);
    const longs = screen.getAllByTestId('details-long-event');
    expect(longs).toHaveLength(2);
    expect(longs[0]!.textContent).toContain('Parked');
    // Parked from its first sample (08:40) until the move at 09:50; idling from 10:20 until the move at 10:40.
    expect(longs[0]!.textContent).toContain('1 h 10 min');
    expect(longs[0]!.textContent).toContain('3 events');
    expect(longs[0]!.textContent).toContain('08:40:00 – 09:50:00');
    expect(longs[1]!.textContent).toContain('20 min');
    expect(longs[1]!.textContent).toContain('2 events');
    expect(longs[1]!.textContent).toContain('10:20:00 – 10:40:00');
    expect(colorOf(longs[0]!.querySelector('.pk-details__status'))).toBe(rgb(playbackStatusColor('Parked')));
    const cards = screen.getAllByTestId('details-point');
    expect(cards).toHaveLength(5);
    expect(cards[0]!.textContent).toContain('08:00:00');
    expect(cards[0]!.textContent).toContain('30 km/h');
    expect(cards[0]!.textContent).toContain('Jalan Klang Lama, Petaling Jaya');
  });

  it('colours fuel by level', () => {
    render(<DetailsPanel {...base} />);
    const fuel = screen.getAllByTestId('details-fuel');
    expect(fuel[0]!.textContent).toBe('Fuel 72 L (90%)');
    expect(colorOf(fuel[0]!)).toBe(rgb(PALETTE.success));
    expect(colorOf(fuel[2]!)).toBe(rgb(PALETTE.warning));
    expect(colorOf(fuel[3]!)).toBe(rgb(PALETTE.danger));
  });

  it('highlights the card holding the current point and selects on click', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<DetailsPanel {...base} currentIndex={3} onSelect={onSelect} />);
    const parked = screen.getAllByTestId('details-long-event')[0]!;
    expect(parked.getAttribute('aria-current')).toBe('true');
    fireEvent.click(parked);
    expect(onSelect).toHaveBeenCalledWith(2, points[2]!.t);
    rerender(<DetailsPanel {...base} currentIndex={5} onSelect={onSelect} />);
    const current = screen.getAllByTestId('details-point').filter((c) => c.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain('09:50:00');
  });

  it('virtualizes thousands of points and scrolls the current card into view when it changes', () => {
    const long = fixtureLongRoute(3000);
    const longItems = buildDetailsList(long, FIXTURE_TIME_ZONE);
    const { rerender } = render(<DetailsPanel {...base} points={long} items={longItems} />);
    const list = screen.getByTestId('details-list');
    expect(list.querySelectorAll('[data-index]').length).toBeLessThan(60);
    expect(screen.getAllByTestId('details-day')[0]!.textContent).toBe('4/3/2026');
    // No layout here: give the list its scroll extent so that the virtualizer does not clamp the offset to 0.
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 500_000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 800 });
    const scrollTo = vi.spyOn(list, 'scrollTo');
    rerender(<DetailsPanel {...base} points={long} items={longItems} currentIndex={2000} />);
    expect(scrollTo).toHaveBeenCalled();
    const top = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top ?? 0;
    expect(top).toBeGreaterThan(100_000);
    scrollTo.mockClear();
    // 2001 is a point of its own too: a new card, a new scroll; the same card again does not scroll.
    rerender(<DetailsPanel {...base} points={long} items={longItems} currentIndex={2001} />);
    expect(scrollTo).toHaveBeenCalled();
    scrollTo.mockClear();
    rerender(<DetailsPanel {...base} points={long} items={longItems} currentIndex={2001} onSelect={() => {}} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('gives every day a header: a stop over midnight shows dates, the next days say it goes on, a silent day says so', () => {
    const night = [
      fixturePoint(kl(5, 20)),
      ...Array.from({ length: 12 }, (_, k) => fixturePoint(kl(5, 21) + k * 3 * 3_600_000, { status: 'Parked', speed: 0 })),
      fixturePoint(kl(7, 7, 30)),
      fixturePoint(kl(9, 12)),
    ];
    const onSelect = vi.fn();
    render(<DetailsPanel {...base} points={night} items={buildDetailsList(night, FIXTURE_TIME_ZONE)} onSelect={onSelect} />);
    expect(screen.getAllByTestId('details-day').map((d) => d.textContent)).toEqual(['5/3/2026', '6/3/2026', '7/3/2026', '8/3/2026', '9/3/2026']);
    const stop = screen.getByTestId('details-long-event');
    expect(stop.textContent).toContain('34 h 30 min');
    expect(stop.textContent).toContain('5/3/2026 21:00:00 – 7/3/2026 07:30:00');
    const continued = screen.getAllByTestId('details-continued');
    expect(continued.map((c) => c.textContent)).toEqual(['Parkedall daysince 5/3/2026 21:00:00', 'Parkeduntil 07:30:00since 5/3/2026 21:00:00']);
    fireEvent.click(continued[0]!);
    expect(onSelect).toHaveBeenCalledWith(1, kl(6, 0));
    expect(screen.getByTestId('details-no-data').textContent).toBe('No data');
  });

  it('maps points to their items', () => {
    const map = itemIndexByPoint(items, points.length);
    expect(Array.from(map)).toEqual([1, 2, 3, 3, 3, 4, 5, 5, 6, 7]);
  });
});

/** The inline colour, normalised by the DOM (hex may come back as rgb()). */
const colorOf = (el: Element | null) => {
  const c = (el as HTMLElement | null)?.style.color ?? '';
  return c.startsWith('#') ? rgb(c) : c.replace(/\s+/g, ' ');
};
const rgb = (hex: string) => `rgb(${parseHexColor(hex).join(', ')})`;
