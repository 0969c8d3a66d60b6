import { Spinner } from '@fleet/ui';

/** Shown while a route's code or data takes longer than the router's pending delay. */
export function RoutePending() {
  return (
    <div className="route-pending" data-testid="route-pending">
      <Spinner size={32} />
    </div>
  );
}
