import { STOP_KINDS, TRANSPORT_LIMITS, type StopKind } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { SelectField } from './select-field';
import { addStop, moveStop, removeStop, stopErrors, type StopDraft } from './trip-form-logic';

/** Props of {@link TripStopsEditor}. */
export interface TripStopsEditorProps {
  stops: readonly StopDraft[];
  onChange: (stops: StopDraft[]) => void;
  /** The form's messages (`stops`, `stops.<i>.<field>`). */
  errors: Readonly<Record<string, string>>;
  /** The company's POIs. */
  pois: readonly { id: number; name: string }[];
  /** The POIs of the trip's client (listed first). */
  sites: readonly number[];
  /** The user's zone (the windows are typed in it). */
  timeZone: string;
}

function PoiOptions({ pois, sites }: Pick<TripStopsEditorProps, 'pois' | 'sites'>) {
  const mine = pois.filter((p) => sites.includes(p.id));
  const others = pois.filter((p) => !sites.includes(p.id));
  const options = (list: readonly { id: number; name: string }[]) =>
    list.map((p) => (
      <option key={p.id} value={p.id}>
        {p.name}
      </option>
    ));
  return (
    <>
      <option value="">Choose a POI</option>
      {mine.length > 0 ? <optgroup label="The client's sites">{options(mine)}</optgroup> : null}
      {mine.length > 0 ? <optgroup label="Other POIs">{options(others)}</optgroup> : options(others)}
    </>
  );
}

/**
 * The ordered stops of a trip: each a pickup or a drop at a POI (the client's sites first) or at an address with its
 * position and radius, its time window (in the user's zone), its goods, quantity and weight; added, removed and moved
 * up and down. Messages show beside each field.
 */
export function TripStopsEditor({ stops, onChange, errors, pois, sites, timeZone }: TripStopsEditorProps) {
  const update = (index: number, change: Partial<StopDraft>) => onChange(stops.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const listError = errors['stops'];
  return (
    <fieldset className="transport-stops" data-testid="trip-stops">
      <legend>Stops, in order</legend>
      {stops.map((stop, i) => {
        const e = stopErrors(errors, i);
        return (
          <fieldset key={stop.key} className="transport-stop" data-testid="trip-stop-row" data-index={i}>
            <legend>Stop {i + 1}</legend>
            <div className="transport-form__row">
              <SelectField label="Kind" value={stop.kind} onChange={(kind) => update(i, { kind: kind as StopKind })} error={e['kind']} testId="trip-stop-kind">
                {Object.entries(STOP_KINDS).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Place" value={stop.place} onChange={(place) => update(i, { place: place as StopDraft['place'] })} testId="trip-stop-place">
                <option value="poi">A POI</option>
                <option value="address">An address</option>
              </SelectField>
              {stop.place === 'poi' ? (
                <SelectField label="POI" value={stop.poiId} onChange={(poiId) => update(i, { poiId })} error={e['poiId']} testId="trip-stop-poi">
                  <PoiOptions pois={pois} sites={sites} />
                </SelectField>
              ) : (
                <TextField label="Address" value={stop.address} onChange={(ev) => update(i, { address: ev.target.value })} error={e['address'] ?? e['poiId']} data-testid="trip-stop-address" />
              )}
            </div>
            {stop.place === 'address' ? (
              <div className="transport-form__row">
                <TextField label="Latitude" inputMode="decimal" value={stop.lat} onChange={(ev) => update(i, { lat: ev.target.value })} error={e['lat']} placeholder="3.0738" data-testid="trip-stop-lat" />
                <TextField label="Longitude" inputMode="decimal" value={stop.lng} onChange={(ev) => update(i, { lng: ev.target.value })} error={e['lng']} placeholder="101.5183" data-testid="trip-stop-lng" />
                <TextField
                  label="Radius, m"
                  inputMode="numeric"
                  value={stop.radiusM}
                  onChange={(ev) => update(i, { radiusM: ev.target.value })}
                  error={e['radiusM']}
                  hint={`${TRANSPORT_LIMITS.radiusMinM} to ${TRANSPORT_LIMITS.radiusMaxM} m`}
                  data-testid="trip-stop-radius"
                />
              </div>
            ) : null}
            <div className="transport-form__row">
              <TextField label={`From (${timeZone})`} type="datetime-local" value={stop.windowFrom} onChange={(ev) => update(i, { windowFrom: ev.target.value })} error={e['windowFrom']} data-testid="trip-stop-from" />
              <TextField label={`To (${timeZone})`} type="datetime-local" value={stop.windowTo} onChange={(ev) => update(i, { windowTo: ev.target.value })} error={e['windowTo']} data-testid="trip-stop-to" />
            </div>
            <div className="transport-form__row">
              <TextField label="Goods" value={stop.goods} onChange={(ev) => update(i, { goods: ev.target.value })} error={e['goods']} data-testid="trip-stop-goods" />
              <TextField label="Quantity" inputMode="numeric" value={stop.quantity} onChange={(ev) => update(i, { quantity: ev.target.value })} error={e['quantity']} data-testid="trip-stop-quantity" />
              <TextField label="Weight, kg" inputMode="decimal" value={stop.weightKg} onChange={(ev) => update(i, { weightKg: ev.target.value })} error={e['weightKg']} data-testid="trip-stop-weight" />
            </div>
            <div className="transport-stop__buttons">
              <Button size="sm" variant="ghost" onClick={() => onChange(moveStop(stops, i, -1))} disabled={i === 0} aria-label={`Move stop ${i + 1} up`} data-testid="trip-stop-up">
                Up
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onChange(moveStop(stops, i, 1))} disabled={i === stops.length - 1} aria-label={`Move stop ${i + 1} down`} data-testid="trip-stop-down">
                Down
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onChange(removeStop(stops, i))} aria-label={`Remove stop ${i + 1}`} data-testid="trip-stop-remove">
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <p className="admin-form__error" role="alert" data-testid="trip-stops-error">
          {listError}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => onChange(addStop(stops))} disabled={stops.length >= TRANSPORT_LIMITS.stopsMax} data-testid="trip-stop-add">
        Add a stop
      </Button>
    </fieldset>
  );
}
