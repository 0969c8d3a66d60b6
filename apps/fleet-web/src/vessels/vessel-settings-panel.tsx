import { VESSEL_TEXTS as T, vesselSettingsInputSchema } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { firstErrorOf, submitChecked } from '../admin/form-draft';

/** Props of {@link VesselSettingsPanel}. */
export interface VesselSettingsPanelProps {
  silentHours: number;
  publicDelayMin: number;
  /** The public page's address (`/vms-public?company=<public id>`), absolute. */
  publicUrl: string;
  onSave: (input: { silentHours: number; publicDelayMin: number }) => void;
  saving?: boolean;
  serverErrors?: FieldErrors;
}

/**
 * The company's vessel settings (Administrators): after how many hours without a report a vessel is silent, how
 * late the public page shows positions, and the public page's link to hand out. Controlled.
 */
export function VesselSettingsPanel({ silentHours, publicDelayMin, publicUrl, onSave, saving = false, serverErrors = {} }: VesselSettingsPanelProps) {
  const [draft, setDraft] = useState({ silentHours: String(silentHours), publicDelayMin: String(publicDelayMin) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...errors, ...serverErrors };
  const body = { silentHours: Number(draft.silentHours), publicDelayMin: Number(draft.publicDelayMin) };
  return (
    <form
      className="vessel-settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submitChecked(vesselSettingsInputSchema, body, setErrors, onSave);
      }}
      data-testid="vessel-settings"
    >
      <TextField label="Silent after (hours)" inputMode="decimal" value={draft.silentHours} onChange={(e) => setDraft({ ...draft, silentHours: e.target.value })} error={firstErrorOf(shown, 'silentHours')} data-testid="vessel-silent-hours" />
      <TextField label="Public delay (minutes)" inputMode="numeric" value={draft.publicDelayMin} onChange={(e) => setDraft({ ...draft, publicDelayMin: e.target.value })} error={firstErrorOf(shown, 'publicDelayMin')} data-testid="vessel-public-delay" />
      <Button type="submit" size="sm" loading={saving} data-testid="vessel-settings-save">
        Save
      </Button>
      <p className="vessel-settings__link">
        Public page:{' '}
        <a href={publicUrl} target="_blank" rel="noreferrer" data-testid="vessel-public-link">
          {publicUrl}
        </a>
      </p>
      <p className="muted">{T.publicSubtitle(publicDelayMin)} Anyone with this link sees the published vessels: name, gear, length, home port and position.</p>
    </form>
  );
}
