import { ALERT_SEVERITY_STYLES, ALERT_TEXTS, formatPointTime, type Alert } from '@fleet/domain';
import { BellIcon, IconButton } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useOptionalLiveSession } from '../live/live-session-context';
import { firstAllowedView } from '../monitor/monitor-views';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { createUnreadAlerts } from './unread-alerts';

/** How long an alert's toast stays, ms (critical ones stay until closed). */
const ALERT_TOAST_MS = 10_000;

/** The toast of a new alert: its sentence, severity and time (company zone), and a way to the inbox. */
export function showAlertToast(alert: Alert, timeZone: string, open: () => void): void {
  const severity = ALERT_SEVERITY_STYLES[alert.severity];
  const show = alert.severity === 'critical' ? toast.error : alert.severity === 'warning' ? toast.warning : toast.info;
  show(alert.sentence, {
    id: `alert:${alert.id}`,
    description: `${severity.label} · ${formatPointTime(alert.time, timeZone)}`,
    duration: alert.severity === 'critical' ? Number.POSITIVE_INFINITY : ALERT_TOAST_MS,
    action: { label: 'Open', onClick: open },
    className: `alert-toast alert-toast--${alert.severity}`,
  });
}

/**
 * The top bar's bell: the company's alerts arrive over the live feed (opened here for users who may watch it), each
 * as a toast, and the bell counts those not yet acknowledged since this login (local storage, shared by the tabs; an
 * acknowledgement anywhere counts it off). A click opens the inbox.
 */
export function AlertBell() {
  const live = useOptionalLiveSession();
  const user = useAtomValue(userInfoAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const navigate = useNavigate();
  const unread = useMemo(() => createUnreadAlerts(localStorage), []);
  const count = useSyncExternalStore(unread.subscribe, unread.count, unread.count);
  const canWatch = firstAllowedView(user?.access?.pages) !== null;

  useEffect(() => {
    if (!live || !canWatch) return;
    live.start();
    return live.subscribeAlerts((event) => {
      if (event.type === 'alerts-acknowledged') {
        unread.remove(event.ids);
        for (const id of event.ids) toast.dismiss(`alert:${id}`);
        return;
      }
      unread.add(event.alert.id);
      showAlertToast(event.alert, timeZone, () => void navigate({ to: '/alerts', search: { alert: event.alert.id } }));
    });
  }, [live, canWatch, unread, timeZone, navigate]);

  return (
    <IconButton label={ALERT_TEXTS.bell(count)} badge={count} badgeTestId="alert-bell-count" data-testid="alert-bell" onClick={() => void navigate({ to: '/alerts' })}>
      <BellIcon />
    </IconButton>
  );
}
