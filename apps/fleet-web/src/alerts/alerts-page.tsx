import { useAcknowledgeAlerts, useAlertRules, useAlerts, useAssetGroups, useDeleteAlertRule, usePois, useSaveAlertRule, type AlertsFilter } from '@fleet/api';
import {
  ALERT_EVENT_TYPES,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_STYLES,
  ALERT_TEXTS,
  DATA_PUSH_TEXTS,
  REPORT_SCHEDULE_TEXTS,
  REPORT_TYPES,
  ruleTypeText,
  hasPageAccess,
  describeCalendar,
  formatPointTime,
  startOfDayIn,
  type Alert,
  type AlertRule,
  type AlertRuleInput,
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
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { ASSET_FIELDS } from '../admin/form-draft';
import { useConfirmDelete, useEditDialog } from '../admin/edit-dialog-state';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { usePermissions, useAssetScope } from './access';
import { AlertRuleDialog } from './alert-rule-dialog';
import { DataPushPanel } from './data-push-panel';
import { ReportSchedulesPanel } from './report-schedules-panel';
import { ALERTS_EXPORT_TITLE, alertsPdfModel, alertsWorkbookModel } from './alerts-export';
import './alerts.css';
import { EditDeleteButtons, PermissionHint } from '../admin/form-actions';
import { ListTable, ListError } from '../admin/list-table';

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
  const [assetIds, setAssetIds] = useState<number[]>([]);
  const { assets } = useAssetScope();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [comment, setComment] = useState('');
  // The period is fixed when chosen (a refetch keeps it; "now" moves on the next choice or reload).
  const [now, setNow] = useState(() => Date.now());
  const bounds = periodBounds(PERIODS.find((p) => p.id === period)!.days, now, timeZone);
  const filter: AlertsFilter = { ...bounds, ...(severity ? { severity } : {}), ...(state ? { state } : {}), ...(type ? { types: [type] } : {}), ...(assetIds.length > 0 ? { assets: assetIds } : {}) };
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
        <GroupedMultiSelect
          options={assets}
          fields={ASSET_FIELDS}
          value={assetIds}
          onChange={(ids: OptionValue[]) => setAssetIds(ids.map(Number))}
          placeholder={ALERT_TEXTS.allAssets}
          ariaLabel="Assets"
          width={260}
          testId="alert-assets"
        />
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
        <ListError error={alerts.error} />
      ) : rows.length === 0 && !alerts.isPending ? (
        <EmptyState title={ALERT_TEXTS.noAlerts} description="Alerts appear here when a rule matches an event." />
      ) : (
        <ListTable caption={ALERT_TEXTS.inboxTitle} head={[<span key="select" className="visually-hidden">Select</span>, 'Time', 'Severity', 'Alert', 'Rule', 'State', 'Sent', 'Go to']} testId="alert-table" footer={alerts.data?.more ? <p className="muted">More alerts match: narrow the period or the filters.</p> : null}>
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
        </ListTable>
      )}
    </div>
  );
}

/** The rules: who is told of which events, when and how; added, changed and deleted as the permissions allow. */
function AlertRules() {
  const { isAdmin, can } = usePermissions();
  const rules = useAlertRules();
  const { assets, scopeText } = useAssetScope();
  const groups = useAssetGroups({ enabled: isAdmin });
  const user = useAtomValue(userInfoAtom);
  const pois = usePois(user?.uid);
  const poiOptions = useMemo(() => (pois.data?.pois ?? []).map((p) => ({ id: p.id, name: p.name })), [pois.data]);
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const { editing, edit, dialog } = useEditDialog(save, (rule: AlertRuleInput, current: AlertRule | null) => ({ rule, ...(current ? { ruleId: current.id } : {}) }));
  const { ask, confirm } = useConfirmDelete(remove, (rule: AlertRule) => `Delete the rule ${rule.name}? Its alerts stay in the inbox.`);
  const groupNames = useMemo(() => new Map((groups.data ?? []).map((g) => [g.groupId, g.name])), [groups.data]);

  const scopeOf = (rule: AlertRule) => scopeText(rule.assetIds, ALERT_TEXTS.allAssets, rule.groupIds.map((id) => `${groupNames.get(id) ?? `#${id}`} (group)`));

  return (
    <div data-testid="alert-rules">
      <div className="alert-inbox__actions">
        {can('events:add') ? (
          <Button size="sm" onClick={() => edit(null)} data-testid="alert-rule-new">
            {ALERT_TEXTS.newRule}
          </Button>
        ) : (
          <PermissionHint permission="events:add" />
        )}
      </div>
      {rules.data && rules.data.length === 0 ? (
        <EmptyState title={ALERT_TEXTS.noRules} description="A rule names events, assets, the hours it applies and who is told." />
      ) : (
        <ListTable caption={ALERT_TEXTS.rulesTitle} head={['Name', 'Events', 'Assets', 'When', 'Severity', 'Channels']} actions testId="alert-rule-table">
          {(rules.data ?? []).map((rule) => (
            <tr key={rule.id} data-testid="alert-rule-row">
              <td>
                {rule.name}
                {rule.enabled ? null : <span className="muted"> (off)</span>}
              </td>
              <td>{rule.eventTypes.map((type) => ruleTypeText(type, rule)).join(', ')}</td>
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
                <EditDeleteButtons canEdit={can('events:update')} canDelete={can('events:delete')} onEdit={() => edit(rule)} onDelete={() => ask(rule)} testId="alert-rule" />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <AlertRuleDialog {...dialog} rule={editing} assets={assets} groups={isAdmin ? (groups.data ?? []).map((g) => ({ id: g.groupId, name: g.name })) : null} pois={poiOptions} />
      <ConfirmDialog {...confirm} title="Delete rule" />
    </div>
  );
}

/** The tabs of /alerts (the `tab` search parameter). */
type AlertsTab = 'inbox' | 'rules' | 'schedules' | 'push';

/**
 * /alerts: the inbox of the company's alerts, the rules that raise them and (with the Reports page) the scheduled
 * reports; the tab is the `tab` search parameter.
 */
export function AlertsPage() {
  const search = useSearch({ strict: false }) as { tab?: unknown; alert?: unknown; schedule?: unknown; newSchedule?: unknown; assets?: unknown };
  // "Schedule this report" from the Reports screen: a new schedule of that report for those assets.
  const preset = useMemo(() => {
    const type = REPORT_TYPES.find((r) => r.id === search.newSchedule)?.id;
    if (!type) return undefined;
    const assetIds = typeof search.assets === 'string' && search.assets !== '' ? search.assets.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
    return { reportType: type, assetIds };
  }, [search.newSchedule, search.assets]);
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const reports = hasPageAccess(user?.access.pages, 'reports');
  const tab: AlertsTab = search.tab === 'rules' || search.tab === 'push' ? search.tab : search.tab === 'schedules' && reports ? 'schedules' : 'inbox';
  const numberOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
  const focus = numberOf(search.alert);
  return (
    <div className="page">
      <PageHeader title={ALERT_TEXTS.title} subtitle="What happened on your assets, the rules that tell you, the reports sent on a schedule and the data forwarded to your systems." />
      <Tabs.Root value={tab} onValueChange={(next) => void navigate({ to: '/alerts', search: { tab: next as AlertsTab }, replace: true })} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label={ALERT_TEXTS.title}>
          <Tabs.Trigger value="inbox" className="admin-tabs__trigger" data-testid="alerts-tab-inbox">
            {ALERT_TEXTS.inboxTitle}
          </Tabs.Trigger>
          <Tabs.Trigger value="rules" className="admin-tabs__trigger" data-testid="alerts-tab-rules">
            {ALERT_TEXTS.rulesTitle}
          </Tabs.Trigger>
          {reports ? (
            <Tabs.Trigger value="schedules" className="admin-tabs__trigger" data-testid="alerts-tab-schedules">
              {REPORT_SCHEDULE_TEXTS.title}
            </Tabs.Trigger>
          ) : null}
          <Tabs.Trigger value="push" className="admin-tabs__trigger" data-testid="alerts-tab-push">
            {DATA_PUSH_TEXTS.title}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox" className="admin-tabs__panel">
          {tab === 'inbox' ? <AlertInbox focus={focus} /> : null}
        </Tabs.Content>
        <Tabs.Content value="rules" className="admin-tabs__panel">
          {tab === 'rules' ? <AlertRules /> : null}
        </Tabs.Content>
        {reports ? (
          <Tabs.Content value="schedules" className="admin-tabs__panel">
            {tab === 'schedules' ? <ReportSchedulesPanel focus={numberOf(search.schedule)} preset={preset} /> : null}
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="push" className="admin-tabs__panel">
          {tab === 'push' ? <DataPushPanel /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
