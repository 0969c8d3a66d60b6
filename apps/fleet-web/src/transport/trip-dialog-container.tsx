import { isApiError, useAssets, useDrivers, usePois, useSaveTrip, useTransportClients, useTransporters } from '@fleet/api';
import { TRANSPORT_TEXTS, type TransportTrip } from '@fleet/domain';
import { useAtomValue } from 'jotai';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { TripDialog } from './trip-dialog';

/** Props of {@link TripDialogContainer}. */
export interface TripDialogContainerProps {
  /** The planned trip to change, 'new' to plan one. */
  editing: TransportTrip | 'new';
  onClose: () => void;
  /** Called with the saved trip (the page may open it). */
  onSaved?: (trip: TransportTrip) => void;
}

/**
 * The trip dialog wired to the server: the clients, drivers, transporters, vehicles and POIs it offers, and the save
 * (POST /trips, PUT /trips/:id). Rendered only while open, so that its lists are read only then.
 */
export function TripDialogContainer({ editing, onClose, onSaved }: TripDialogContainerProps) {
  const timeZone = useAtomValue(timeZoneAtom);
  const user = useAtomValue(userInfoAtom);
  const clients = useTransportClients();
  const drivers = useDrivers();
  const transporters = useTransporters();
  const assets = useAssets();
  const pois = usePois(user?.uid);
  const save = useSaveTrip();
  const trip = editing === 'new' ? null : editing;
  return (
    <TripDialog
      open
      trip={trip}
      clients={clients.data ?? []}
      drivers={drivers.data ?? []}
      transporters={transporters.data ?? []}
      vehicles={assets.data ?? []}
      pois={pois.data?.pois ?? []}
      timeZone={timeZone}
      submitting={save.isPending}
      serverErrors={isApiError(save.error) ? serverFieldError(save.error) : {}}
      onCancel={onClose}
      onSubmit={(body) =>
        save.mutate(
          { trip: body, ...(trip ? { tripId: trip.id } : {}) },
          {
            onSuccess: (r) => {
              toast.success(r.message || TRANSPORT_TEXTS.tripSaved(r.trip.number));
              onClose();
              onSaved?.(r.trip);
            },
          },
        )
      }
    />
  );
}
