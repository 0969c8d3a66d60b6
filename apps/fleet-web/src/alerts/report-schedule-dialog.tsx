import {
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_PERIODS,
  REPORT_SCHEDULE_TEXTS as T,
  REPORT_TYPES,
  formatMinuteOfDay,
  reportScheduleInputSchema,
  type AssetSummary,
  type ReportSchedule,
  type ReportScheduleFormat,
  type ReportScheduleFrequency,
  type ReportScheduleInput,
  type ReportSchedulePeriod,
  type ReportTypeId,
} from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { ASSET_FIELDS, firstErrorOf, toggle, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from './form-dialog';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Props of {@link ReportScheduleDialog}. */
export interface ReportScheduleDialogProps {
  open: boolean;
  /** The schedule to edit; null adds one. */
  schedule: ReportSchedule | null;
  /** The assets the user may see. */
  assets: readonly AssetSummary[];
  /** Administrators may leave the assets empty: every asset at each run. */
  allowAllAssets: boolean;
  /** The company's time zone label, shown beside the time. */
  timeZone: string;
  /** A new schedule's report and assets, chosen before (the Reports screen's "Schedule this report"). */
  preset?: { reportType: ReportTypeId; assetIds: readonly number[] } | undefined;
  onSubmit: (schedule: ReportScheduleInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface Draft {
  name: string;
  reportType: ReportTypeId;
  assetIds: number[];
  period: ReportSchedulePeriod;
  frequency: ReportScheduleFrequency;
  weekday: number;
  monthDay: string;
  time: string;
  formats: ReportScheduleFormat[];
  recipients: string;
  enabled: boolean;
}

const draftOf = (s: ReportSchedule | null, preset: ReportScheduleDialogProps['preset']): Draft => ({
  name: s?.name ?? (preset ? (REPORT_TYPES.find((r) => r.id === preset.reportType)?.label ?? '') : ''),
  reportType: s?.reportType ?? preset?.reportType ?? 'summary',
  assetIds: s?.assetIds ?? [...(preset?.assetIds ?? [])],
  period: s?.period ?? 'last-week',
  frequency: s?.frequency ?? 'weekly',
  weekday: s?.weekday ?? 1,
  monthDay: String(s?.monthDay ?? 1),
  time: formatMinuteOfDay(s?.minuteOfDay ?? 7 * 60),
  formats: s?.formats ?? ['pdf'],
  recipients: (s?.recipients ?? []).join(', '),
  enabled: s?.enabled ?? true,
});

/** "08:30" -> 510; anything else -> NaN (the schema then says so). */
const minuteOf = (text: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m && Number(m[2]) < 60 ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

/**
 * Adds or edits a scheduled report: the report, its assets, the period it covers, when it runs (company time), the
 * files and who gets them. Messages show beside the fields (the domain schema's, then the server's).
 */
export function ReportScheduleDialog({ open, schedule, assets, allowAllAssets, timeZone, preset, onSubmit, onCancel, submitting = false, serverErrors = {} }: ReportScheduleDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<Draft>(schedule?.id ?? (preset ? `new:${preset.reportType}:${preset.assetIds.join(',')}` : 'new'), () => draftOf(schedule, preset));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);

  const submit = () => {
    const body: ReportScheduleInput = {
      name: draft.name,
      reportType: draft.reportType,
      assetIds: draft.assetIds,
      period: draft.period,
      frequency: draft.frequency,
      weekday: draft.weekday,
      monthDay: draft.monthDay.trim() === '' ? Number.NaN : Number(draft.monthDay),
      minuteOfDay: minuteOf(draft.time),
      formats: draft.formats,
      recipients: draft.recipients
        .split(/[,;\s]+/)
        .map((e) => e.trim())
        .filter(Boolean),
      enabled: draft.enabled,
    };
    submitChecked(reportScheduleInputSchema, body, setErrors, onSubmit, !allowAllAssets && draft.assetIds.length === 0 ? { assetIds: T.clientScope } : {});
  };

  return (
    <FormDialog open={open} title={schedule ? T.editSchedule : T.newSchedule} testId="schedule-form" onCancel={onCancel} onSubmit={submit}>
        <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} placeholder="Weekly fleet summary" data-testid="schedule-name" />
        <label className="settings-form__label">
          Report{' '}
          <select value={draft.reportType} onChange={(e) => set('reportType', e.target.value as ReportTypeId)} data-testid="schedule-type">
            {REPORT_TYPES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-form__group">
          <span className="settings-form__label">Assets</span>
          <GroupedMultiSelect
            options={assets}
            fields={ASSET_FIELDS}
            value={draft.assetIds}
            onChange={(ids: OptionValue[]) => set('assetIds', ids.map(Number))}
            placeholder={allowAllAssets ? T.allAssets : 'Select assets'}
            ariaLabel="Assets"
            width={420}
            testId="schedule-assets"
          />
          {errorOf('assetIds') ? <p className="admin-form__error">{errorOf('assetIds')}</p> : null}
        </div>
        <label className="settings-form__label">
          Covers{' '}
          <select value={draft.period} onChange={(e) => set('period', e.target.value as ReportSchedulePeriod)} data-testid="schedule-period">
            {REPORT_SCHEDULE_PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === 'last-week' ? `${p.label} (Monday to Sunday)` : p.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="admin-form__group" data-testid="schedule-when">
          <legend>Runs (company time, {timeZone})</legend>
          <div className="alert-rule__hours">
            <label className="settings-form__label">
              How often{' '}
              <select value={draft.frequency} onChange={(e) => set('frequency', e.target.value as ReportScheduleFrequency)} data-testid="schedule-frequency">
                {REPORT_SCHEDULE_FREQUENCIES.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </select>
            </label>
            {draft.frequency === 'weekly' ? (
              <label className="settings-form__label">
                On{' '}
                <select value={draft.weekday} onChange={(e) => set('weekday', Number(e.target.value))} data-testid="schedule-weekday">
                  {WEEKDAY_NAMES.map((name, day) => (
                    <option key={name} value={day}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {draft.frequency === 'monthly' ? (
              <TextField label="Day of the month" inputMode="numeric" value={draft.monthDay} onChange={(e) => set('monthDay', e.target.value)} error={errorOf('monthDay')} data-testid="schedule-month-day" />
            ) : null}
            <TextField label="At" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('minuteOfDay')} placeholder="07:00" data-testid="schedule-time" />
          </div>
          {errorOf('weekday') ? <p className="admin-form__error">{errorOf('weekday')}</p> : null}
        </fieldset>
        <fieldset className="admin-form__group" data-testid="schedule-formats">
          <legend>Files</legend>
          {REPORT_SCHEDULE_FORMATS.map((f) => (
            <label key={f.id} className="admin-form__check">
              <input type="checkbox" checked={draft.formats.includes(f.id)} onChange={(e) => set('formats', toggle(draft.formats, f.id, e.target.checked))} data-testid={`schedule-format-${f.id}`} /> {f.label}
            </label>
          ))}
          {errorOf('formats') ? <p className="admin-form__error">{errorOf('formats')}</p> : null}
        </fieldset>
        <TextField label="E-mail to (comma-separated)" value={draft.recipients} onChange={(e) => set('recipients', e.target.value)} error={errorOf('recipients')} data-testid="schedule-recipients" />
        <label className="admin-form__check">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} data-testid="schedule-enabled" /> Enabled
        </label>
        <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="schedule" />
    </FormDialog>
  );
}
