import { isApiError, useCreateShareLink, usePois, useRevokeShareLink, useShareLinks } from '@fleet/api';
import { SHARE_LINK_TEXTS as T, fenceCentre, type TransportTrip } from '@fleet/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { ShareLinkDialog, type ShareLinkRequest } from './share-link-dialog';

/** Copies the link; where the browser has no clipboard (a page not served over https) the user copies it by hand. */
function copyLink(url: string): void {
  const clipboard = typeof navigator !== 'undefined' && 'clipboard' in navigator ? navigator.clipboard : undefined;
  if (!clipboard) {
    toast.error(T.copyFailed);
    return;
  }
  clipboard.writeText(url).then(
    () => toast.success(T.copied),
    () => toast.error(T.copyFailed),
  );
}

/** Props of {@link ShareLinkDialogContainer}. */
export interface ShareLinkDialogContainerProps {
  assetId: number;
  assetName: string;
  /** From a transport trip: the link follows its vehicle to its next or last open stop. */
  trip?: TransportTrip;
  onClose: () => void;
}

/**
 * The share dialog wired to the server: the asset's links, the company's POIs as destinations, making a link (from the
 * asset or the trip) and revoking one. Rendered only while open, so that its lists are read only then.
 */
export function ShareLinkDialogContainer({ assetId, assetName, trip, onClose }: ShareLinkDialogContainerProps) {
  const timeZone = useAtomValue(timeZoneAtom);
  const user = useAtomValue(userInfoAtom);
  const links = useShareLinks(assetId);
  const pois = usePois(trip ? undefined : user?.uid);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const poiList = pois.data?.pois ?? [];
  const open = trip?.stops.filter((s) => s.state === 'pending') ?? [];
  const onCreate = ({ expiresInS, destination }: ShareLinkRequest) => {
    setCreatedUrl(null);
    let variables: Parameters<typeof create.mutate>[0];
    if (trip) variables = { tripId: trip.id, input: { expiresInS, stop: destination.kind === 'stop' ? destination.stop : 'last' } };
    else {
      const poi = destination.kind === 'poi' ? poiList.find((p) => p.id === destination.poiId) : undefined;
      // A POI's place is its polygon's centre (the trips' stops use the same one).
      const at = poi ? fenceCentre({ kind: 'ring', ring: poi.paths.map((p) => [p.lng, p.lat] as const) }) : null;
      variables = { assetId, input: { expiresInS, destination: poi && at ? { lat: at.lat, lng: at.lng, label: poi.name } : null } };
    }
    create.mutate(variables, { onSuccess: (r) => setCreatedUrl(`${window.location.origin}${r.path}`) });
  };
  return (
    <ShareLinkDialog
      open
      assetName={assetName}
      timeZone={timeZone}
      pois={poiList}
      {...(trip ? { tripStops: { next: open[0]?.place ?? null, last: open.length > 1 ? open[open.length - 1]!.place : null } } : {})}
      links={links.data}
      createdUrl={createdUrl}
      submitting={create.isPending}
      error={isApiError(create.error) ? create.error.message : isApiError(revoke.error) ? revoke.error.message : undefined}
      revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
      onCreate={onCreate}
      onRevoke={(id) => revoke.mutate(id, { onSuccess: (r) => toast.success(r.message) })}
      onCopy={copyLink}
      onClose={onClose}
    />
  );
}
