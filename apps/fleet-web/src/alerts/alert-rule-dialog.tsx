import { ALERT_EVENT_TYPES, ALERT_SEVERITIES, CONDITION_ALERT_TYPES, INACTIVE_ALERT_TYPE, ALERT_SEVERITY_STYLES, ALERT_TEXTS, WEEKDAYS, alertRuleInputSchema, formatMinuteOfDay, type AlertRule, type AlertRuleInput, type AssetSummary } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { ASSET_FIELDS, GROUP_FIELDS, firstErrorOf, toggle, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from './form-dialog';

/** Props of {@link AlertRuleDialog}. */
export interface AlertRuleDialogProps {
  open: boolean;
  /** The rule to edit; null adds one. */
  rule: AlertRule | null;
  /** The assets the user may see (the rule's scope picker). */
  assets: readonly AssetSummary[];
  /** The company's groups (Administrators only; Clients name assets). */
  groups: readonly { id: number; name: string }[] | null;
  /** The POIs a dwell rule may watch. */
  pois: readonly { id: number; name: string }[];
  onSubmit: (rule: AlertRuleInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface Draft {
  name: string;
  eventTypes: string[];
  assetIds: number[];
  groupIds: number[];
  severity: AlertRule['severity'];
  days: number[];
  from: string;
  to: string;
  cooldownMinutes: string;
  inactiveHours: string;
  speedLimitKph: string;
  speedingSeconds: string;
  temperatureMinC: string;
  temperatureMaxC: string;
  temperatureMinutes: string;
  dwellMinutes: string;
  poiIds: number[];
  notifyWeb: boolean;
  emails: string;
  webhookUrl: string;
  enabled: boolean;
}

const draftOf = (rule: AlertRule | null): Draft => ({
  name: rule?.name ?? '',
  eventTypes: rule?.eventTypes ?? ['overspeed'],
  assetIds: rule?.assetIds ?? [],
  groupIds: rule?.groupIds ?? [],
  severity: rule?.severity ?? 'warning',
  days: rule?.days ?? [0, 1, 2, 3, 4, 5, 6],
  from: formatMinuteOfDay(rule?.fromMinute ?? 0),
  to: formatMinuteOfDay(rule?.toMinute ?? 0),
  cooldownMinutes: String(rule?.cooldownMinutes ?? 10),
  inactiveHours: String(rule?.inactiveHours ?? 24),
  speedLimitKph: String(rule?.speedLimitKph ?? 80),
  speedingSeconds: String(rule?.speedingSeconds ?? 30),
  temperatureMinC: rule?.temperatureMinC === null || rule?.temperatureMinC === undefined ? '' : String(rule.temperatureMinC),
  temperatureMaxC: rule?.temperatureMaxC === null || rule?.temperatureMaxC === undefined ? '' : String(rule.temperatureMaxC),
  temperatureMinutes: String(rule?.temperatureMinutes ?? 5),
  dwellMinutes: String(rule?.dwellMinutes ?? 30),
  poiIds: rule?.poiIds ?? [],
  notifyWeb: rule?.notifyWeb ?? true,
  emails: (rule?.emails ?? []).join(', '),
  webhookUrl: rule?.webhookUrl ?? '',
  enabled: rule?.enabled ?? true,
});

/** A whole-number field: empty is NaN (the schema then says so). */
const wholeOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** An optional number (a temperature): empty is null. */
const optionalOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The POIs in the grouped multi-select. */
const POI_FIELDS = { group: 'kind', text: 'name', value: 'id' } as const;

/** "08:30" -> 510; anything else -> NaN (the schema then says so). */
const minuteOf = (text: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

/**
 * Adds or edits an alert rule: its name, the events it watches, the assets (or, for Administrators, groups; none
 * means every asset), the severity, the days and hours it notifies on (company time), the cool-down and its channels.
 * Messages show beside the fields (the domain schema's, then the server's).
 */
export function AlertRuleDialog({ open, rule, assets, groups, pois, onSubmit, onCancel, submitting = false, serverErrors = {} }: AlertRuleDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<Draft>(rule?.id ?? 'new', () => draftOf(rule));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);

  const submit = () => {
    const body: AlertRuleInput = {
      name: draft.name,
      eventTypes: draft.eventTypes as AlertRuleInput['eventTypes'],
      assetIds: draft.assetIds,
      groupIds: groups ? draft.groupIds : [],
      severity: draft.severity,
      days: draft.days,
      fromMinute: minuteOf(draft.from),
      toMinute: minuteOf(draft.to),
      cooldownMinutes: wholeOf(draft.cooldownMinutes),
      inactiveHours: wholeOf(draft.inactiveHours),
      speedLimitKph: wholeOf(draft.speedLimitKph),
      speedingSeconds: wholeOf(draft.speedingSeconds),
      temperatureMinC: optionalOf(draft.temperatureMinC),
      temperatureMaxC: optionalOf(draft.temperatureMaxC),
      temperatureMinutes: wholeOf(draft.temperatureMinutes),
      dwellMinutes: wholeOf(draft.dwellMinutes),
      poiIds: draft.poiIds,
      notifyWeb: draft.notifyWeb,
      emails: draft.emails
        .split(/[,;\s]+/)
        .map((e) => e.trim())
        .filter(Boolean),
      webhookUrl: draft.webhookUrl.trim() === '' ? null : draft.webhookUrl.trim(),
      enabled: draft.enabled,
    };
    submitChecked(alertRuleInputSchema, body, setErrors, onSubmit);
  };

  return (
    <FormDialog open={open} title={rule ? ALERT_TEXTS.editRule : ALERT_TEXTS.newRule} width={640} testId="alert-rule-form" onCancel={onCancel} onSubmit={submit}>
      <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} data-testid="rule-name" />
      <fieldset className="admin-form__group" data-testid="rule-types">
        <legend>Events</legend>
        {ALERT_EVENT_TYPES.map((t) => (
          <label key={t.type} className="admin-form__check">
            <input type="checkbox" checked={draft.eventTypes.includes(t.type)} onChange={(e) => set('eventTypes', toggle(draft.eventTypes, t.type, e.target.checked))} data-testid={`rule-type-${t.type}`} /> {t.label}
          </label>
        ))}
        {errorOf('eventTypes') ? <p className="admin-form__error">{errorOf('eventTypes')}</p> : null}
        {draft.eventTypes.includes(INACTIVE_ALERT_TYPE) ? (
          <TextField label="Inactive after, hours without a report" inputMode="numeric" value={draft.inactiveHours} onChange={(e) => set('inactiveHours', e.target.value)} error={errorOf('inactiveHours')} data-testid="rule-inactive-hours" />
        ) : null}
        {draft.eventTypes.includes(CONDITION_ALERT_TYPES.speeding) ? (
          <div className="alert-rule__hours" data-testid="rule-speeding">
            <TextField label="Speed limit, km/h" inputMode="numeric" value={draft.speedLimitKph} onChange={(e) => set('speedLimitKph', e.target.value)} error={errorOf('speedLimitKph')} data-testid="rule-speed-limit" />
            <TextField label="Over the limit for, seconds" inputMode="numeric" value={draft.speedingSeconds} onChange={(e) => set('speedingSeconds', e.target.value)} error={errorOf('speedingSeconds')} data-testid="rule-speeding-seconds" />
          </div>
        ) : null}
        {draft.eventTypes.includes(CONDITION_ALERT_TYPES.temperature) ? (
          <div data-testid="rule-temperature">
            <div className="alert-rule__hours">
              <TextField label="Lowest, °C" inputMode="decimal" value={draft.temperatureMinC} onChange={(e) => set('temperatureMinC', e.target.value)} error={errorOf('temperatureMinC')} placeholder="Asset's own" data-testid="rule-temperature-min" />
              <TextField label="Highest, °C" inputMode="decimal" value={draft.temperatureMaxC} onChange={(e) => set('temperatureMaxC', e.target.value)} error={errorOf('temperatureMaxC')} placeholder="Asset's own" data-testid="rule-temperature-max" />
              <TextField label="Out of range for, minutes" inputMode="numeric" value={draft.temperatureMinutes} onChange={(e) => set('temperatureMinutes', e.target.value)} error={errorOf('temperatureMinutes')} data-testid="rule-temperature-minutes" />
            </div>
            <p className="muted">Empty temperatures: each asset's own range (as the Temperature report judges it; chilled 2-8 °C when none is set).</p>
          </div>
        ) : null}
        {draft.eventTypes.includes(CONDITION_ALERT_TYPES.dwell) ? (
          <div className="admin-form__group" data-testid="rule-dwell">
            <TextField label="In a POI longer than, minutes" inputMode="numeric" value={draft.dwellMinutes} onChange={(e) => set('dwellMinutes', e.target.value)} error={errorOf('dwellMinutes')} data-testid="rule-dwell-minutes" />
            <GroupedMultiSelect
              options={pois.map((p) => ({ ...p, kind: 'POIs' }))}
              fields={POI_FIELDS}
              value={draft.poiIds}
              onChange={(ids: OptionValue[]) => set('poiIds', ids.map(Number))}
              placeholder={ALERT_TEXTS.anyPoi}
              ariaLabel="POIs"
              width={420}
              testId="rule-pois"
            />
            {errorOf('poiIds') ? <p className="admin-form__error">{errorOf('poiIds')}</p> : null}
          </div>
        ) : null}
      </fieldset>
      <div className="admin-form__group">
        <span className="settings-form__label">{groups ? 'Assets and groups (none: every asset)' : 'Assets'}</span>
        <GroupedMultiSelect
          options={assets}
          fields={ASSET_FIELDS}
          value={draft.assetIds}
          onChange={(ids: OptionValue[]) => set('assetIds', ids.map(Number))}
          placeholder={groups ? ALERT_TEXTS.allAssets : 'Select assets'}
          ariaLabel="Assets"
          width={420}
          testId="rule-assets"
        />
        {groups ? (
          <GroupedMultiSelect
            options={groups.map((g) => ({ ...g, kind: 'Asset groups' }))}
            fields={GROUP_FIELDS}
            value={draft.groupIds}
            onChange={(ids: OptionValue[]) => set('groupIds', ids.map(Number))}
            placeholder="Select groups"
            ariaLabel="Groups"
            width={420}
            testId="rule-groups"
          />
        ) : null}
        {errorOf('assetIds') ? <p className="admin-form__error">{errorOf('assetIds')}</p> : null}
      </div>
      <fieldset className="admin-form__group">
        <legend>Severity</legend>
        {ALERT_SEVERITIES.map((s) => (
          <label key={s} className="admin-form__check">
            <input type="radio" name="severity" checked={draft.severity === s} onChange={() => set('severity', s)} data-testid={`rule-severity-${s}`} /> {ALERT_SEVERITY_STYLES[s].label}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-form__group" data-testid="rule-days">
        <legend>When (company time)</legend>
        {WEEKDAYS.map((d) => (
          <label key={d.day} className="admin-form__check">
            <input type="checkbox" checked={draft.days.includes(d.day)} onChange={(e) => set('days', toggle(draft.days, d.day, e.target.checked))} data-testid={`rule-day-${d.day}`} /> {d.label}
          </label>
        ))}
        {errorOf('days') ? <p className="admin-form__error">{errorOf('days')}</p> : null}
        <div className="alert-rule__hours">
          <TextField label="From" value={draft.from} onChange={(e) => set('from', e.target.value)} error={errorOf('fromMinute')} placeholder="00:00" data-testid="rule-from" />
          <TextField label="To" value={draft.to} onChange={(e) => set('to', e.target.value)} error={errorOf('toMinute')} placeholder="00:00" data-testid="rule-to" />
        </div>
        <p className="muted">Equal times: all day. A “to” before the “from” runs overnight.</p>
      </fieldset>
      <TextField label="Cool-down, minutes" inputMode="numeric" value={draft.cooldownMinutes} onChange={(e) => set('cooldownMinutes', e.target.value)} error={errorOf('cooldownMinutes')} data-testid="rule-cooldown" />
      <fieldset className="admin-form__group">
        <legend>Channels</legend>
        <label className="admin-form__check">
          <input type="checkbox" checked={draft.notifyWeb} onChange={(e) => set('notifyWeb', e.target.checked)} data-testid="rule-web" /> In the web app (toast and bell)
        </label>
        <TextField label="E-mail to (comma-separated)" value={draft.emails} onChange={(e) => set('emails', e.target.value)} error={errorOf('emails') ?? errorOf('notifyWeb')} data-testid="rule-emails" />
        <TextField label="Webhook URL (optional)" value={draft.webhookUrl} onChange={(e) => set('webhookUrl', e.target.value)} error={errorOf('webhookUrl')} placeholder="https://" data-testid="rule-webhook" />
        {rule?.webhookSecret ? (
          <p className="muted alert-rule__secret">
            Payloads are signed with <code data-testid="rule-webhook-secret">{rule.webhookSecret}</code> (HMAC-SHA256 of “timestamp.body”, header x-fleet-signature).
          </p>
        ) : null}
        <label className="admin-form__check">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} data-testid="rule-enabled" /> Enabled
        </label>
      </fieldset>
      <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="rule" />
    </FormDialog>
  );
}
