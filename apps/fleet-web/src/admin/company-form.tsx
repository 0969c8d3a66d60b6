import {
  COMPANY_TEXTS,
  DISTANCE_UNITS,
  ROUTE_STYLES,
  TEMPERATURE_UNITS,
  UNIT_CHOICE_TEXTS,
  VOLUME_UNITS,
  companySettingsUpdateSchema,
  type CompanySettings,
  type CompanySettingsUpdate,
  type RouteStyle,
  type UnitPreferences,
} from '@fleet/domain';
import { SingleSelect } from '@fleet/select-kit';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import { knownTimeZones } from '../settings/time-zone-form';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

/** Props of {@link CompanyForm}. */
export interface CompanyFormProps {
  settings: CompanySettings;
  /** Clients see the settings without changing them. */
  readOnly: boolean;
  onSave: (update: CompanySettingsUpdate) => void;
  /** Uploads a logo file through the upload path; resolves to its URL (`/v2/uploads/...`). */
  onUploadLogo?: (file: File) => Promise<string>;
  submitting?: boolean;
  /** The server's refusal by field. */
  serverErrors?: FieldErrors;
  /** @default knownTimeZones() */
  zones?: readonly string[];
}

/** Number inputs keep their text while typed; parsed on save. */
type Draft = Record<'name' | 'timeZone' | 'logoBigUrl' | 'logoSmallUrl' | 'movingSpeedKmh' | 'stopMinutes' | 'inactiveHours' | 'limitKmh' | 'toleranceKmh' | 'minDurationS' | 'lng' | 'lat' | 'zoom', string> & { routeStyle: RouteStyle; units: UnitPreferences };

const UNIT_CHOICES: { dimension: keyof UnitPreferences; legend: string; values: readonly string[] }[] = [
  { dimension: 'distance', legend: 'Distance and speed', values: DISTANCE_UNITS },
  { dimension: 'volume', legend: 'Fuel volume', values: VOLUME_UNITS },
  { dimension: 'temperature', legend: 'Temperature', values: TEMPERATURE_UNITS },
];

const draftOf = (s: CompanySettings): Draft => ({
  name: s.name,
  timeZone: s.timeZone,
  logoBigUrl: s.logoBigUrl,
  logoSmallUrl: s.logoSmallUrl,
  movingSpeedKmh: String(s.statusThresholds.movingSpeedKmh),
  stopMinutes: String(s.statusThresholds.stopMinutes),
  inactiveHours: String(s.statusThresholds.inactiveHours),
  limitKmh: String(s.overspeed.limitKmh),
  toleranceKmh: String(s.overspeed.toleranceKmh),
  minDurationS: String(s.overspeed.minDurationS),
  lng: String(s.map.centre[0]),
  lat: String(s.map.centre[1]),
  zoom: String(s.map.zoom),
  routeStyle: s.routeStyle,
  units: s.units,
});

/** A typed number, or NaN (the schema then names the field). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The update a draft asks for. */
export function updateOfDraft(d: Draft): CompanySettingsUpdate {
  return {
    name: d.name,
    timeZone: d.timeZone,
    logoBigUrl: d.logoBigUrl,
    logoSmallUrl: d.logoSmallUrl,
    statusThresholds: { movingSpeedKmh: num(d.movingSpeedKmh), stopMinutes: num(d.stopMinutes), inactiveHours: num(d.inactiveHours) },
    overspeed: { limitKmh: num(d.limitKmh), toleranceKmh: num(d.toleranceKmh), minDurationS: num(d.minDurationS) },
    map: { centre: [num(d.lng), num(d.lat)], zoom: num(d.zoom) },
    routeStyle: d.routeStyle,
    units: d.units,
  };
}

/**
 * The company's settings: name, logo, time zone, status thresholds, overspeed, default map view and playback route
 * style and units (figures stay metric in storage; screens and exports show these). Messages show beside the fields. Read-only for Clients.
 */
export function CompanyForm({ settings, readOnly, onSave, onUploadLogo, submitting = false, serverErrors = {}, zones = knownTimeZones() }: CompanyFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const shown = { ...errors, ...serverErrors };
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const numberField = (k: Exclude<keyof Draft, 'routeStyle' | 'units'>, label: string, errorKey: string) => (
    <TextField label={label} inputMode="decimal" value={draft[k]} onChange={(e) => set(k, e.target.value)} error={shown[errorKey]} disabled={readOnly} data-testid={`company-${k}`} />
  );
  const logoField = (k: 'logoBigUrl' | 'logoSmallUrl', label: string) => (
    <div className="admin-form__logo">
      <TextField label={label} value={draft[k] || 'Default logo'} readOnly error={shown[k]} data-testid={`company-${k}`} />
      {readOnly || !onUploadLogo ? null : (
        <span className="admin-row-actions">
          <input
            type="file"
            accept="image/png,image/jpeg"
            aria-label={`Upload ${label}`}
            data-testid={`company-${k}-file`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(k);
              onUploadLogo(file)
                .then((url) => set(k, url))
                .catch((err: unknown) => setErrors((x) => ({ ...x, [k]: err instanceof Error ? err.message : COMPANY_TEXTS.logoInvalid })))
                .finally(() => setUploading(null));
            }}
          />
          <Button type="button" size="sm" variant="ghost" disabled={!draft[k] || uploading === k} onClick={() => set(k, '')}>
            Use default
          </Button>
        </span>
      )}
    </div>
  );

  return (
    <form
      className="admin-form"
      noValidate
      data-testid="company-form"
      onSubmit={(e) => {
        e.preventDefault();
        const update = updateOfDraft(draft);
        const parsed = companySettingsUpdateSchema.safeParse(update);
        if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
        setErrors({});
        onSave(update);
      }}
    >
      {readOnly ? <p className="muted" data-testid="company-read-only">{COMPANY_TEXTS.readOnly}</p> : null}
      <TextField label="Company name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={shown['name']} disabled={readOnly} data-testid="company-name" />
      {logoField('logoBigUrl', 'Report logo (large)')}
      {logoField('logoSmallUrl', 'Screen logo (small)')}
      <div className="settings-form__field">
        <span className="settings-form__label">Time zone</span>
        <SingleSelect options={zones.map((z) => ({ label: z, value: z }))} value={draft.timeZone} onChange={(v) => set('timeZone', String(v))} ariaLabel="Company time zone" width={320} disabled={readOnly} testId="company-timeZone" />
        {shown['timeZone'] ? <p className="admin-form__error">{shown['timeZone']}</p> : null}
      </div>
      <fieldset className="admin-form__group">
        <legend>Status thresholds</legend>
        {numberField('movingSpeedKmh', 'Moving at or above (km/h)', 'statusThresholds.movingSpeedKmh')}
        {numberField('stopMinutes', 'Parked after stopped (minutes)', 'statusThresholds.stopMinutes')}
        {numberField('inactiveHours', 'Inactive after silent (hours)', 'statusThresholds.inactiveHours')}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Overspeed</legend>
        {numberField('limitKmh', 'Speed limit (km/h)', 'overspeed.limitKmh')}
        {numberField('toleranceKmh', 'Tolerance over the limit (km/h)', 'overspeed.toleranceKmh')}
        {numberField('minDurationS', 'Minimum duration (seconds)', 'overspeed.minDurationS')}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Default map view</legend>
        {numberField('lat', 'Centre latitude (°)', 'map.centre.1')}
        {numberField('lng', 'Centre longitude (°)', 'map.centre.0')}
        {numberField('zoom', 'Zoom', 'map.zoom')}
        {shown['map.centre'] ? <p className="admin-form__error">{shown['map.centre']}</p> : null}
      </fieldset>
      <fieldset className="admin-form__group">
        <legend>Playback route</legend>
        {ROUTE_STYLES.map((style) => (
          <label key={style} className="admin-form__check">
            <input type="radio" name="routeStyle" checked={draft.routeStyle === style} disabled={readOnly} onChange={() => set('routeStyle', style)} data-testid={`company-route-${style}`} /> {style === 'solid' ? 'Solid line' : 'Dashed line'}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-form__group" data-testid="company-units">
        <legend>Units</legend>
        {UNIT_CHOICES.map(({ dimension, legend, values }) => (
          <div key={dimension} role="radiogroup" aria-label={legend}>
            <span className="muted">{legend}: </span>
            {values.map((value) => (
              <label key={value} className="admin-form__check">
                <input
                  type="radio"
                  name={`company-units-${dimension}`}
                  checked={draft.units[dimension] === value}
                  disabled={readOnly}
                  onChange={() => set('units', { ...draft.units, [dimension]: value })}
                  data-testid={`company-units-${dimension}-${value}`}
                />{' '}
                {(UNIT_CHOICE_TEXTS[dimension] as Record<string, string>)[value]}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {shown['form'] ? (
        <p className="admin-form__error" role="alert" data-testid="company-error">
          {shown['form']}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="admin-form__actions">
          <Button type="submit" loading={submitting} data-testid="company-save">
            Save company settings
          </Button>
        </div>
      )}
    </form>
  );
}
