import { TRANSPORT_TEXTS, tripInputSchema, type Client, type Driver, type Transporter, type TransportTrip, type TripInput } from '@fleet/domain';
import { TextField } from '@fleet/ui';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { TextAreaField } from '../maintenance/work-order-chips';
import { footError } from '../maintenance/work-order-logic';
import { SelectField } from './select-field';
import { driverOfVehicle, tripBodyOf, tripDraftOf, vehicleOfDriver, type TripDraft } from './trip-form-logic';
import { TripStopsEditor } from './trip-stops-editor';
import { DialogFrame, DialogForm } from '../alerts/form-dialog';

/** The fields the trip form shows (a server message naming another goes to the form's foot). */
export const TRIP_FIELDS = ['clientId', 'assetId', 'driverId', 'transporterId', 'reference', 'notes', 'stops'] as const;

/** Props of {@link TripDialog}. */
export interface TripDialogProps {
  open: boolean;
  /** The planned trip to change; null plans a new one. */
  trip: TransportTrip | null;
  clients: readonly Client[];
  drivers: readonly Driver[];
  transporters: readonly Transporter[];
  /** The vehicles the user sees. */
  vehicles: readonly { assetId: number; assetName: string }[];
  /** The company's POIs. */
  pois: readonly { id: number; name: string }[];
  /** The user's zone: the stops' windows are typed in it. */
  timeZone: string;
  onSubmit: (trip: TripInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/** The active ones, and the chosen one even when it is not active any more. */
const choosable = <T extends { id: number; active: boolean }>(list: readonly T[], chosen: string) => list.filter((x) => x.active || String(x.id) === chosen);

function TripForm({ trip, clients, drivers, transporters, vehicles, pois, timeZone, onSubmit, onCancel, submitting = false, serverErrors = {} }: TripDialogProps) {
  const { draft, set, setDraft, errors, setErrors } = useFormDraft<TripDraft>(trip?.id ?? 'new', () => tripDraftOf(trip, timeZone));
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const sites = clients.find((c) => String(c.id) === draft.clientId)?.sites.map((s) => s.poiId) ?? [];
  // The vehicle defaults to the driver's, the driver to the vehicle's (only while the other is not chosen).
  const chooseVehicle = (assetId: string) => {
    set('assetId', assetId);
    if (draft.driverId === '' && assetId !== '') setDraft((d) => ({ ...d, driverId: driverOfVehicle(drivers, assetId) }));
  };
  const chooseDriver = (driverId: string) => {
    set('driverId', driverId);
    if (draft.assetId === '' && driverId !== '') setDraft((d) => ({ ...d, assetId: vehicleOfDriver(drivers, driverId) }));
  };
  const submit = () => submitChecked(tripInputSchema, tripBodyOf(draft, timeZone), setErrors, onSubmit, draft.assetId === '' ? { assetId: TRANSPORT_TEXTS.vehicleRequired } : {});
  return (
    <DialogForm onSubmit={submit}>
      <div className="transport-form__row">
        <SelectField label="Client" value={draft.clientId} onChange={(v) => set('clientId', v)} error={errorOf('clientId')} testId="trip-client">
          <option value="">No client</option>
          {choosable(clients, draft.clientId).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Transporter" value={draft.transporterId} onChange={(v) => set('transporterId', v)} error={errorOf('transporterId')} testId="trip-transporter">
          <option value="">Own fleet</option>
          {choosable(transporters, draft.transporterId).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="transport-form__row">
        <SelectField label="Vehicle" value={draft.assetId} onChange={chooseVehicle} error={errorOf('assetId')} testId="trip-vehicle">
          <option value="">Choose the vehicle</option>
          {vehicles.map((v) => (
            <option key={v.assetId} value={v.assetId}>
              {v.assetName}
            </option>
          ))}
        </SelectField>
        <SelectField label="Driver" value={draft.driverId} onChange={chooseDriver} error={errorOf('driverId')} testId="trip-driver">
          <option value="">No driver</option>
          {choosable(drivers, draft.driverId).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
              {d.licenceState === 'expired' ? ' (licence expired)' : ''}
            </option>
          ))}
        </SelectField>
        <TextField label="Reference" value={draft.reference} onChange={(e) => set('reference', e.target.value)} error={errorOf('reference')} placeholder="The client's order number" data-testid="trip-reference" />
      </div>
      <TripStopsEditor stops={draft.stops} onChange={(stops) => set('stops', stops)} errors={shown} pois={pois} sites={sites} timeZone={timeZone} />
      <TextAreaField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="trip-notes" />
      <FormActions formError={footError(shown, TRIP_FIELDS)} onCancel={onCancel} submitting={submitting} testId="trip" submitLabel={trip ? 'Save trip' : 'Plan trip'} />
    </DialogForm>
  );
}

/**
 * Plans a trip or changes a planned one: the client, the vehicle (by default the driver's), the driver (by default the
 * vehicle's), the transporter, a reference, notes and the ordered stops. Checked with tripInputSchema; its messages
 * and the server's show beside the fields.
 */
export function TripDialog(props: TripDialogProps) {
  const { open, trip, onCancel } = props;
  return (
    <DialogFrame open={open} title={trip ? `Change ${trip.number}` : TRANSPORT_TEXTS.newTrip} width={880} testId="trip-form" onClose={onCancel}>
      {open ? <TripForm {...props} /> : null}
    </DialogFrame>
  );
}
