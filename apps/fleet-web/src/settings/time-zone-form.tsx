import { formatRangeTime, formatZoneLabel } from '@fleet/domain';
import { SingleSelect } from '@fleet/select-kit';
import { Button } from '@fleet/ui';
import { useState } from 'react';

/** The value of "use the company's zone" in the user's select. */
export const COMPANY_ZONE = '';

/** Every IANA zone the browser knows, with UTC first (the list comes from the browser, the choice is stored by name). */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Kuala_Lumpur'];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

/** Props of {@link TimeZoneForm}. */
export interface TimeZoneFormProps {
  /** The company's zone. */
  companyTimeZone: string;
  /** The user's own zone; null when they follow the company's. */
  userTimeZone: string | null;
  /** The zones offered. @default knownTimeZones() */
  zones?: readonly string[];
  /** Administrators change the company's zone too. */
  canEditCompany: boolean;
  onSaveUser: (zone: string | null) => void;
  onSaveCompany: (zone: string) => void;
  /** The server's error text. */
  error?: string | null;
  submitting?: boolean;
  /** Now, ms (the example clock). @default Date.now() */
  now?: number;
}

/**
 * The time zones every period, day and time of the product is read and shown in: the company's (Administrators set
 * it) and the user's own override. Shows what the clock reads in the chosen zone. Controlled by the page.
 */
export function TimeZoneForm({ companyTimeZone, userTimeZone, zones = knownTimeZones(), canEditCompany, onSaveUser, onSaveCompany, error, submitting = false, now = Date.now() }: TimeZoneFormProps) {
  const [mine, setMine] = useState<string>(userTimeZone ?? COMPANY_ZONE);
  const [company, setCompany] = useState<string>(companyTimeZone);
  const effective = mine === COMPANY_ZONE ? companyTimeZone : mine;
  const userOptions = [{ label: `Company's (${companyTimeZone})`, value: COMPANY_ZONE }, ...zones.map((z) => ({ label: z, value: z }))];
  const zoneOptions = zones.map((z) => ({ label: z, value: z }));
  return (
    <div className="settings-form" data-testid="time-zone-form">
      <div className="settings-form__field">
        <span className="settings-form__label" id="tz-user-label">
          Your time zone
        </span>
        <SingleSelect options={userOptions} value={mine} onChange={(v) => setMine(String(v))} ariaLabel="Your time zone" width={320} testId="tz-user" />
        <p className="settings-form__hint" data-testid="tz-now">
          {formatRangeTime(now, effective)} · {formatZoneLabel(effective, now)}
        </p>
        <Button type="button" loading={submitting} disabled={mine === (userTimeZone ?? COMPANY_ZONE)} onClick={() => onSaveUser(mine === COMPANY_ZONE ? null : mine)} data-testid="tz-user-save">
          Save my time zone
        </Button>
      </div>
      {canEditCompany ? (
        <div className="settings-form__field">
          <span className="settings-form__label">Company time zone</span>
          <SingleSelect options={zoneOptions} value={company} onChange={(v) => setCompany(String(v))} ariaLabel="Company time zone" width={320} testId="tz-company" />
          <Button type="button" loading={submitting} disabled={company === companyTimeZone} onClick={() => onSaveCompany(company)} data-testid="tz-company-save">
            Save company time zone
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="tz-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
