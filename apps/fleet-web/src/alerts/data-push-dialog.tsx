import { DATA_PUSH_EVENT_TYPES, DATA_PUSH_KINDS, DATA_PUSH_TEXTS as T, dataPushInputSchema, type AssetSummary, type DataPushInput, type DataPushKind, type DataPushTarget } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { ASSET_FIELDS, firstErrorOf, toggle, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from './form-dialog';

/** Props of {@link DataPushDialog}. */
export interface DataPushDialogProps {
  open: boolean;
  /** The target to edit; null adds one. */
  target: DataPushTarget | null;
  /** The assets the user may see. */
  assets: readonly AssetSummary[];
  /** Administrators may leave the assets empty: every asset of the company. */
  allowAllAssets: boolean;
  onSubmit: (target: DataPushInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

interface Draft {
  name: string;
  kind: DataPushKind;
  url: string;
  topic: string;
  positions: boolean;
  events: boolean;
  eventTypes: string[];
  assetIds: number[];
  enabled: boolean;
}

const draftOf = (t: DataPushTarget | null): Draft => ({
  name: t?.name ?? '',
  kind: t?.kind ?? 'http',
  url: t?.url ?? '',
  topic: t?.topic ?? '',
  positions: t?.positions ?? true,
  events: t?.events ?? false,
  eventTypes: t?.eventTypes ?? [],
  assetIds: t?.assetIds ?? [],
  enabled: t?.enabled ?? true,
});

/**
 * Adds or edits a data push target: HTTP (a URL that gets signed JSON POSTs) or MQTT (a broker URL and a topic), what
 * it forwards (positions, events of chosen types) and of which assets. Messages show beside the fields.
 */
export function DataPushDialog({ open, target, assets, allowAllAssets, onSubmit, onCancel, submitting = false, serverErrors = {} }: DataPushDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<Draft>(target?.id ?? 'new', () => draftOf(target));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);

  const submit = () => {
    const body: DataPushInput = { ...draft, topic: draft.kind === 'mqtt' ? draft.topic : '', eventTypes: draft.events ? draft.eventTypes : [] };
    submitChecked(dataPushInputSchema, body, setErrors, onSubmit, !allowAllAssets && draft.assetIds.length === 0 ? { assetIds: T.clientScope } : {});
  };

  return (
    <FormDialog open={open} title={target ? T.editTarget : T.newTarget} testId="push-form" onCancel={onCancel} onSubmit={submit}>
        <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errorOf('name')} placeholder="Our TMS" data-testid="push-name" />
        <fieldset className="admin-form__group" data-testid="push-kind">
          <legend>Send to</legend>
          {DATA_PUSH_KINDS.map((k) => (
            <label key={k.id} className="admin-form__check">
              <input type="radio" name="push-kind" checked={draft.kind === k.id} onChange={() => set('kind', k.id)} data-testid={`push-kind-${k.id}`} /> {k.label}
            </label>
          ))}
        </fieldset>
        <TextField
          label={draft.kind === 'http' ? 'URL' : 'Broker URL'}
          value={draft.url}
          onChange={(e) => set('url', e.target.value)}
          error={errorOf('url')}
          placeholder={draft.kind === 'http' ? 'https://tms.example.com/fleet' : 'mqtts://broker.example.com:8883'}
          data-testid="push-url"
        />
        {draft.kind === 'mqtt' ? <TextField label="Topic" value={draft.topic} onChange={(e) => set('topic', e.target.value)} error={errorOf('topic')} placeholder="fleet/positions" data-testid="push-topic" /> : null}
        <fieldset className="admin-form__group" data-testid="push-content">
          <legend>Forward</legend>
          <label className="admin-form__check">
            <input type="checkbox" checked={draft.positions} onChange={(e) => set('positions', e.target.checked)} data-testid="push-positions" /> Positions
          </label>
          <label className="admin-form__check">
            <input type="checkbox" checked={draft.events} onChange={(e) => set('events', e.target.checked)} data-testid="push-events" /> Events
          </label>
          {errorOf('positions') ? <p className="admin-form__error">{errorOf('positions')}</p> : null}
          {draft.events ? (
            <div className="push-event-types">
              <span className="muted">Event types (none: every one)</span>
              {DATA_PUSH_EVENT_TYPES.map((t) => (
                <label key={t.type} className="admin-form__check">
                  <input type="checkbox" checked={draft.eventTypes.includes(t.type)} onChange={(e) => set('eventTypes', toggle(draft.eventTypes, t.type, e.target.checked))} data-testid={`push-type-${t.type}`} /> {t.label}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
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
            testId="push-assets"
          />
          {errorOf('assetIds') ? <p className="admin-form__error">{errorOf('assetIds')}</p> : null}
        </div>
        {target?.secret ? (
          <p className="muted alert-rule__secret">
            Payloads are signed with <code data-testid="push-secret">{target.secret}</code> (HMAC-SHA256 of “timestamp.body”, header x-fleet-signature).
          </p>
        ) : null}
        <label className="admin-form__check">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} data-testid="push-enabled" /> Enabled
        </label>
        <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="push" />
    </FormDialog>
  );
}
