import { isApiError, useAcknowledgeAlerts, useAlertRules, useAlerts, useAssetGroups, useAssets, useDeleteAlertRule, useSaveAlertRule, type AlertsFilter } from '@fleet/api';
import {
  ALERT_EVENT_TYPES,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_STYLES,
  ALERT_TEXTS,
  alertEventLabel,
  describeCalendar,
  formatPointTime,
  startOfDayIn,
  type Alert,
  type AlertRule,
  type AlertSeverity,
  type AlertState,
} from '@fleet/domain';
import { MIME, buildPdf, buildWorkbook, downloadBytes, excelFileName, pdfFileName } from '@fleet/export-kit';
import { Button, EmptyState, PageHeader } from '@fleet/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { serverFieldError } from '../admin/field-errors';
import { roleAtom, timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { AlertRuleDialog } from './alert-rule-dialog';
import { ALERTS_EXPORT_TITLE, alertsPdfModel, alertsWorkbookModel } from './alerts-export';
import './alerts.css';

/** The inbox periods, days back from the start of today in the company's zone. */
const PERIODS = [
  { id: 'today', label: 'Today', days: 0 },
  { id: '7d', label: 'Last 7 days', days: 6 },
  { id: '30d', label: 'Last 30 days', days: 29 },
  { id: '90d', label: 'Last 90 days', days: 89 },
] as const;
type PeriodId = (typeof PERIODS)[number]['id'];

const DAY_MS = 86_400_000;
/** The playback an alert opens: this long before and after it, ms. */
const PLAYBACK_AROUND_MS = 30 * 60_000;

/** The period's bounds, ms: from the start of the day `days` before today (company zone) to now. */
export function periodBounds(days: number, now: number, timeZone: string): { from: number; to: number } {
  // Noon steps keep a day boundary right across a daylight-saving change.
  const start = startOfDayIn(startOfDayIn(now, timeZone) + DAY_MS / 2 - days * DAY_MS, timeZone);
  return { from: start, to: now };
}

/** "E-mail ✓ · Webhook ✓ (2 tries)", "Webhook failed: HTTP 500": how an alert's e-mails and webhook went. */
export function deliveriesText(alert: Alert): string {
  if (alert.deliveries.length === 0) return '—';
  const label = { email: 'E-mail', webhook: 'Webhook' } as const;
  return alert.deliveries
    .map((d) => {
      const tries = d.attempts > 1 ? ` (${d.attempts} tries)` : '';
      if (d.state === 'delivered') return `${label[d.channel]} ✓${tries}`;
      if (d.state === 'failed') return `${label[d.channel]} failed${d.lastError ? `: ${d.lastError}` : ''}`;
      return `${label[d.channel]} pending${tries}`;
    })
    .join(' · ');
}

function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  const style = ALERT_SEVERITY_STYLES[severity];
  return (
    <span className="alert-severity" style={{ background: style.color }} data-severity={severity}>
      {style.label}
    </span>
  );
}

/** The inbox: the alerts of a period the user may see, filtered, with acknowledgement and the way to the map. */
function AlertInbox({ focus }: { focus: number | undefined }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const [period, setPeriod] = useState<PeriodId>('7d');
  const [severity, setSeverity] = useState<AlertSeverity | ''>('');
  const [state, setState] = useState<AlertState | ''>('open');
  const [type, setType] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [comment, setComment] = useState('');
  // The period is fixed when chosen (a refetch keeps it; "now" moves on the next choice or reload).
  const [now, setNow] = useState(() => Date.now());
  const bounds = periodBounds(PERIODS.find((p) => p.id === period)!.days, now, timeZone);
  const filter: AlertsFilter = { ...bounds, ...(severity ? { severity } : {}), ...(state ? { state } : {}), ...(type ? { types: [type] } : {}) };
  const alerts = useAlerts(filter);
  const acknowledge = useAcknowledgeAlerts();
  const rows = alerts.data?.alerts ?? [];

  const ack = (ids: number[]) =>
    acknowledge.mutate(
      { ids, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setSelected(new Set());
          setComment('');
        },
        onError: (e) => toast.error(e.message),
      },
    );
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setExporting(true);
    try {
      if (format === 'xlsx') {
        const model = alertsWorkbookModel(rows, bounds, timeZone, deliveriesText);
        downloadBytes(await buildWorkbook(model), excelFileName(model.fileName), MIME.xlsx);
      } else {
        downloadBytes(await buildPdf(alertsPdfModel(rows, bounds, timeZone, deliveriesText)), pdfFileName(ALERTS_EXPORT_TITLE, Date.now(), timeZone), MIME.pdf);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  const openIds = rows.filter((a) => a.state === 'open').map((a) => a.id);

  return (
    <div className="alert-inbox" data-testid="alert-inbox">
      <div className="alert-inbox__filters">
        <label>
          Period{' '}
          <select
            value={period}
            onChange={(e) => {
              setPeriod(e.target.value as PeriodId);
              setNow(Date.now());
            }}
            data-testid="alert-period"
          >
            {PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          State{' '}
          <select value={state} onChange={(e) => setState(e.target.value as AlertState | '')} data-testid="alert-state">
            <option value="open">Open</option>
            <option value="acknowledged">Acknowledged</option>
            <option value="">All</option>
          </select>
        </label>
        <label>
          Severity{' '}
          <select value={severity} onChange={(e) => setSeverity(e.target.value as AlertSeverity | '')} data-testid="alert-severity">
            <option value="">All</option>
            {ALERT_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {ALERT_SEVERITY_STYLES[s].label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Event{' '}
          <select value={type} onChange={(e) => setType(e.target.value)} data-testid="alert-type">
            <option value="">All</option>
            {ALERT_EVENT_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <span className="alert-inbox__open" data-testid="alert-open-count">
          {alerts.data ? `${alerts.data.open} open` : ''}
        </span>
      </div>
      <div className="alert-inbox__actions">
        <input className="alert-inbox__comment" placeholder="Comment (optional)" value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} aria-label="Comment" data-testid="alert-comment" />
        <Button size="sm" disabled={selected.size === 0} loading={acknowledge.isPending} onClick={() => ack([...selected])} data-testid="alert-ack-selected">
          Acknowledge selected
        </Button>
        <Button size="sm" variant="secondary" disabled={openIds.length === 0} onClick={() => ack(openIds)} data-testid="alert-ack-all">
          Acknowledge all shown
        </Button>
        <span className="alert-inbox__export">
          <Button size="sm" variant="secondary" disabled={rows.length === 0} loading={exporting} onClick={() => void exportAs('xlsx')} data-testid="alert-export-xlsx">
            Excel
          </Button>
          <Button size="sm" variant="secondary" disabled={rows.length === 0} loading={exporting} onClick={() => void exportAs('pdf')} data-testid="alert-export-pdf">
            PDF
          </Button>
        </span>
      </div>
      {alerts.isError ? (
        <p className="admin-form__error" role="alert">
          {alerts.error.message}
        </p>
      ) : rows.length === 0 && !alerts.isPending ? (
        <EmptyState title={ALERT_TEXTS.noAlerts} description="Alerts appear here when a rule matches an event." />
      ) : (
        <div className="admin-table" data-testid="alert-table">
          <table>
            <caption className="visually-hidden">{ALERT_TEXTS.inboxTitle}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Time</th>
                <th scope="col">Severity</th>
                <th scope="col">Alert</th>
                <th scope="col">Rule</th>
                <th scope="col">State</th>
                <th scope="col">Sent</th>
                <th scope="col">Go to</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a: Alert) => (
                <tr key={a.id} data-testid="alert-row" data-alert-id={a.id} className={a.id === focus ? 'alert-row--focus' : undefined}>
                  <td>
                    <input type="checkbox" aria-label={`Select ${a.sentence}`} disabled={a.state !== 'open'} checked={selected.has(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} />
                  </td>
                  <td>{formatPointTime(a.time, timeZone)}</td>
                  <td>
                    <SeverityBadge severity={a.severity} />
                  </td>
                  <td>{a.sentence}</td>
                  <td>{a.ruleName}</td>
                  <td data-testid="alert-row-state">
                    {a.state === 'open' ? 'Open' : `Acknowledged by ${a.acknowledgedBy ?? '—'}${a.acknowledgedAt ? ` at ${formatPointTime(a.acknowledgedAt, timeZone)}` : ''}${a.comment ? `: ${a.comment}` : ''}`}
                  </td>
                  <td data-testid="alert-row-sent">{deliveriesText(a)}</td>
                  <td className="alert-row__links">
                    <Link to="/map/{-$assetName}/{-$assetId}" params={{ assetName: a.assetName, assetId: String(a.assetId) }}>
                      Map
                    </Link>{' '}
                    <Link
                      to="/playback/{-$assetId}/{-$assetName}"
                      params={{ assetId: String(a.assetId), assetName: a.assetName }}
                      search={{ from: a.time - PLAYBACK_AROUND_MS, to: a.time + PLAYBACK_AROUND_MS }}
                      data-testid="alert-playback"
                    >
                      Playback
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {alerts.data?.more ? <p className="muted">More alerts match: narrow the period or the filters.</p> : null}
        </div>
      )}
    </div>
  );
}

/** The rules: who is told of which events, when and how; added, changed and deleted as the permissions allow. */
function AlertRules() {
  const role = useAtomValue(roleAtom);
  const user = useAtomValue(userInfoAtom);
  const isAdmin = role === 'Administrator';
  const permissions: readonly string[] = user?.permissions ?? [];
  const can = (p: string) => isAdmin || permissions.includes(p);
  const rules = useAlertRules();
  const assets = useAssets();
  const groups = useAssetGroups({ enabled: isAdmin });
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRule | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const names = useMemo(() => new Map((assets.data ?? []).map((a) => [a.assetId, a.assetName])), [assets.data]);
  const groupNames = useMemo(() => new Map((groups.data ?? []).map((g) => [g.groupId, g.name])), [groups.data]);

  const scopeOf = (rule: AlertRule) => {
    if (rule.assetIds.length === 0 && rule.groupIds.length === 0) return ALERT_TEXTS.allAssets;
    const parts = [...rule.assetIds.map((id) => names.get(id) ?? `#${id}`), ...rule.groupIds.map((id) => `${groupNames.get(id) ?? `#${id}`} (group)`)];
    return parts.length > 3 ? `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more` : parts.join(', ');
  };

  return (
    <div data-testid="alert-rules">
      <div className="alert-inbox__actions">
        {can('events:add') ? (
          <Button size="sm" onClick={() => setEditing(null)} data-testid="alert-rule-new">
            {ALERT_TEXTS.newRule}
          </Button>
        ) : null}
      </div>
      {rules.data && rules.data.length === 0 ? (
        <EmptyState title={ALERT_TEXTS.noRules} description="A rule names events, assets, the hours it applies and who is told." />
      ) : (
        <div className="admin-table" data-testid="alert-rule-table">
          <table>
            <caption className="visually-hidden">{ALERT_TEXTS.rulesTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Events</th>
                <th scope="col">Assets</th>
                <th scope="col">When</th>
                <th scope="col">Severity</th>
                <th scope="col">Channels</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(rules.data ?? []).map((rule) => (
                <tr key={rule.id} data-testid="alert-rule-row">
                  <td>
                    {rule.name}
                    {rule.enabled ? null : <span className="muted"> (off)</span>}
                  </td>
                  <td>{rule.eventTypes.map(alertEventLabel).join(', ')}</td>
                  <td>{scopeOf(rule)}</td>
                  <td>
                    {describeCalendar(rule)}
                    {rule.cooldownMinutes > 0 ? <span className="muted">; quiet {rule.cooldownMinutes} min after one</span> : null}
                  </td>
                  <td>
                    <SeverityBadge severity={rule.severity} />
                  </td>
                  <td>{[rule.notifyWeb ? 'Web' : null, rule.emails.length > 0 ? `E-mail (${rule.emails.length})` : null, rule.webhookUrl ? 'Webhook' : null].filter(Boolean).join(', ')}</td>
                  <td className="alert-row__links">
                    {can('events:update') ? (
                      <Button size="sm" variant="ghost" onClick={() => setEditing(rule)} data-testid="alert-rule-edit">
                        Edit
                      </Button>
                    ) : null}
                    {can('events:delete') ? (
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(rule)} data-testid="alert-rule-delete">
                        Delete
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AlertRuleDialog
        open={editing !== undefined}
        rule={editing ?? null}
        assets={assets.data ?? []}
        groups={isAdmin ? (groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name })) : null}
        submitting={save.isPending}
        serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
        onCancel={() => {
          setEditing(undefined);
          save.reset();
        }}
        onSubmit={(rule) =>
          save.mutate(
            { rule, ...(editing ? { ruleId: editing.id } : {}) },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setEditing(undefined);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        message={deleting ? `Delete the rule ${deleting.name}? Its alerts stay in the inbox.` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </div>
  );
}

/** /alerts: the inbox of the company's alerts and the rules that raise them; the tab is the `tab` search parameter. */
export function AlertsPage() {
  const search = useSearch({ strict: false }) as { tab?: unknown; alert?: unknown };
  const navigate = useNavigate();
  const tab = search.tab === 'rules' ? 'rules' : 'inbox';
  const focus = typeof search.alert === 'number' ? search.alert : typeof search.alert === 'string' ? Number(search.alert) : undefined;
  return (
    <div className="page">
      <PageHeader title={ALERT_TEXTS.title} subtitle="What happened on your assets, and the rules that tell you." />
      <Tabs.Root value={tab} onValueChange={(next) => void navigate({ to: '/alerts', search: { tab: next === 'rules' ? 'rules' : 'inbox' }, replace: true })} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label={ALERT_TEXTS.title}>
          <Tabs.Trigger value="inbox" className="admin-tabs__trigger" data-testid="alerts-tab-inbox">
            {ALERT_TEXTS.inboxTitle}
          </Tabs.Trigger>
          <Tabs.Trigger value="rules" className="admin-tabs__trigger" data-testid="alerts-tab-rules">
            {ALERT_TEXTS.rulesTitle}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox" className="admin-tabs__panel">
          {tab === 'inbox' ? <AlertInbox focus={focus} /> : null}
        </Tabs.Content>
        <Tabs.Content value="rules" className="admin-tabs__panel">
          {tab === 'rules' ? <AlertRules /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
