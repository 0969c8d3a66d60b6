import { SHARE_LINK_EXPIRY_CHOICES, SHARE_LINK_TEXTS as T, formatRangeTime, type ShareLink } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import { DialogFrame, DialogForm } from '../alerts/form-dialog';
import { SelectField } from '../transport/select-field';
import './share.css';

/** Where a new link heads for: nowhere, a POI, or (from a trip) its next or last open stop. */
export type ShareDestinationChoice = { kind: 'none' } | { kind: 'poi'; poiId: number } | { kind: 'stop'; stop: 'next' | 'last' };

/** What the dialog asks the server to make. */
export interface ShareLinkRequest {
  /** s, one of SHARE_LINK_EXPIRY_CHOICES. */
  expiresInS: number;
  destination: ShareDestinationChoice;
}

/** Props of {@link ShareLinkDialog}. */
export interface ShareLinkDialogProps {
  open: boolean;
  assetName: string;
  /** The company's zone: the links' times are shown in it. */
  timeZone: string;
  /** The POIs a destination may be (asset mode). */
  pois: readonly { id: number; name: string }[];
  /** From a trip: its next and last open stops' places (a trip link always heads for one of them). */
  tripStops?: { next: string | null; last: string | null };
  /** The asset's links, newest first; undefined while loading. */
  links: readonly ShareLink[] | undefined;
  /** The link just made (absolute URL), shown once with its copy button. */
  createdUrl: string | null;
  submitting?: boolean;
  /** The server's refusal. */
  error?: string;
  /** The link being revoked. */
  revokingId?: number | null;
  onCreate: (request: ShareLinkRequest) => void;
  onRevoke: (linkId: number) => void;
  onCopy: (url: string) => void;
  onClose: () => void;
}

const DEFAULT_EXPIRY_S = SHARE_LINK_EXPIRY_CHOICES[1].seconds;

function LinkRow({ link, timeZone, revoking, onRevoke }: { link: ShareLink; timeZone: string; revoking: boolean; onRevoke: (id: number) => void }) {
  return (
    <li className="share-links__item" data-testid="share-link-item" data-state={link.state} data-link-id={link.id}>
      <span className={`share-links__state share-links__state--${link.state}`} data-testid="share-link-state">
        {T.stateLabels[link.state]}
      </span>
      <span className="share-links__text">
        {T.validUntil} {formatRangeTime(link.expiresAt, timeZone)}
        {link.destination ? ` · ${T.destination}: ${link.destination.label}` : ''}
        <span className="muted">
          {' '}
          · {T.createdBy} {link.createdBy || '—'}
        </span>
      </span>
      {link.state === 'active' ? (
        <Button size="sm" variant="secondary" loading={revoking} onClick={() => onRevoke(link.id)} data-testid="share-link-revoke">
          {T.revoke}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Share an asset's live location: how long the link stays valid (15 minutes to 7 days) and an optional destination
 * (a POI, or from a trip its next or last stop) whose ETA the public page shows; the link made is shown once with a
 * copy button; below, the asset's links with their states, each active one revocable. Controlled.
 */
export function ShareLinkDialog({ open, assetName, timeZone, pois, tripStops, links, createdUrl, submitting = false, error, revokingId = null, onCreate, onRevoke, onCopy, onClose }: ShareLinkDialogProps) {
  const [expiresInS, setExpiresInS] = useState<number>(DEFAULT_EXPIRY_S);
  const [destination, setDestination] = useState(tripStops ? (tripStops.last !== null ? 'stop:last' : 'stop:next') : 'none');
  const choice = (value: string): ShareDestinationChoice => {
    if (value.startsWith('poi:')) return { kind: 'poi', poiId: Number(value.slice(4)) };
    if (value === 'stop:next' || value === 'stop:last') return { kind: 'stop', stop: value.slice(5) as 'next' | 'last' };
    return { kind: 'none' };
  };
  return (
    <DialogFrame open={open} title={T.dialogTitle(assetName)} testId="share-link-dialog" onClose={onClose} width={560}>
      <DialogForm onSubmit={() => onCreate({ expiresInS, destination: choice(destination) })}>
        <SelectField label={T.expiry} value={String(expiresInS)} onChange={(v) => setExpiresInS(Number(v))} testId="share-link-expiry">
          {SHARE_LINK_EXPIRY_CHOICES.map((c) => (
            <option key={c.seconds} value={c.seconds}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={T.destination} value={destination} onChange={setDestination} testId="share-link-destination">
          {tripStops ? (
            <>
              {tripStops.next !== null ? <option value="stop:next">{T.destinationNextStop(tripStops.next)}</option> : null}
              {tripStops.last !== null ? <option value="stop:last">{T.destinationLastStop(tripStops.last)}</option> : null}
            </>
          ) : (
            <>
              <option value="none">{T.destinationNone}</option>
              {pois.length > 0 ? (
                <optgroup label={T.destinationPoi}>
                  {pois.map((p) => (
                    <option key={p.id} value={`poi:${p.id}`}>
                      {p.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </>
          )}
        </SelectField>
        {error ? (
          <p className="admin-form__error" role="alert" data-testid="share-link-error">
            {error}
          </p>
        ) : null}
        {createdUrl ? (
          <div className="share-links__created" data-testid="share-link-created">
            <TextField label={T.linkLabel} className="fleet-field__input share-links__url" readOnly value={createdUrl} hint={T.created} onFocus={(e) => e.currentTarget.select()} data-testid="share-link-url" />
            <Button type="button" size="sm" onClick={() => onCopy(createdUrl)} data-testid="share-link-copy">
              {T.copy}
            </Button>
          </div>
        ) : null}
        <div className="admin-form__actions">
          <Button type="button" variant="secondary" onClick={onClose} data-testid="share-link-close">
            {T.close}
          </Button>
          <Button type="submit" loading={submitting} disabled={tripStops !== undefined && tripStops.next === null && tripStops.last === null} data-testid="share-link-create">
            {T.create}
          </Button>
        </div>
        <h4 className="share-links__heading">{T.links}</h4>
        {links === undefined ? (
          <p className="muted">{T.loading}</p>
        ) : links.length === 0 ? (
          <p className="muted" data-testid="share-links-empty">
            {T.noLinks}
          </p>
        ) : (
          <ul className="share-links" data-testid="share-links">
            {links.map((l) => (
              <LinkRow key={l.id} link={l} timeZone={timeZone} revoking={revokingId === l.id} onRevoke={onRevoke} />
            ))}
          </ul>
        )}
      </DialogForm>
    </DialogFrame>
  );
}
