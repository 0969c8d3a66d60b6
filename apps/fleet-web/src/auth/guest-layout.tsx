import { RegionErrorBoundary, TruckIcon } from '@fleet/ui';
import { Outlet, useLocation } from '@tanstack/react-router';

/** The frame of the logged-out pages: the brand panel and a card with the form. */
export function GuestLayout() {
  const { pathname } = useLocation();
  return (
    <div className="guest-layout">
      <aside className="guest-layout__brand" aria-hidden="true">
        <div className="guest-layout__logo">
          <TruckIcon size={28} />
          <span>Fleet</span>
        </div>
        <div className="guest-layout__pitch">
          <h2>Every asset, every trip, in one place.</h2>
          <p>Live positions, status at a glance, playback and reports for your whole fleet.</p>
        </div>
        <ul className="guest-layout__legend">
          <li><span className="dot dot--success" />Moving</li>
          <li><span className="dot dot--warning" />Idling</li>
          <li><span className="dot dot--danger" />Parked</li>
          <li><span className="dot dot--dark" />Inactive</li>
        </ul>
      </aside>
      <main className="guest-layout__main">
        <div className="guest-layout__card">
          <RegionErrorBoundary region="guest" resetKeys={[pathname]}>
            <Outlet />
          </RegionErrorBoundary>
        </div>
      </main>
    </div>
  );
}
