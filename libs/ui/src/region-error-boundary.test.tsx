import { WEB_TEXTS } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegionErrorBoundary } from './region-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('RegionErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React logs caught render errors; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the failure in its region and retries', async () => {
    const onError = vi.fn();
    render(
      <div>
        <p>outside</p>
        <RegionErrorBoundary region="main" onError={onError}>
          <Flaky />
        </RegionErrorBoundary>
      </div>,
    );
    expect(screen.getByText('outside')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(WEB_TEXTS.regionErrorTitle);
    expect(onError).toHaveBeenCalled();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('resets when a reset key changes', () => {
    const { rerender } = render(
      <RegionErrorBoundary region="main" resetKeys={['/a']}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <RegionErrorBoundary region="main" resetKeys={['/b']}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
