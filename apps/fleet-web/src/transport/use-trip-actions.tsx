import { isApiError, useCancelTrip, useDispatchTrip, useReopenTrip } from '@fleet/api';
import { TRANSPORT_TEXTS, type TransportTrip } from '@fleet/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';
import { CancelTripDialog } from './trip-action-dialogs';
import type { TripActionHandlers } from './trip-board';

/**
 * A trip's actions wired to the server: Dispatch and Plan again at once (a toast says how it went), Cancel after its
 * dialog (the reason). Returns the handlers for the board, the list or the trip view, and the dialog to render.
 */
export function useTripActions() {
  const dispatch = useDispatchTrip();
  const cancel = useCancelTrip();
  const reopen = useReopenTrip();
  const [cancelling, setCancelling] = useState<TransportTrip | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const failed = (e: Error) => toast.error(e.message);
  const handlers: Required<TripActionHandlers> = {
    busyTripId: busy,
    onDispatch: (t) => {
      setBusy(t.id);
      dispatch.mutate(t.id, { onSuccess: (r) => toast.success(r.message || TRANSPORT_TEXTS.tripDispatched(t.number)), onError: failed, onSettled: () => setBusy(null) });
    },
    onReopen: (t) => {
      setBusy(t.id);
      reopen.mutate(t.id, { onSuccess: (r) => toast.success(r.message || TRANSPORT_TEXTS.tripReopened(t.number)), onError: failed, onSettled: () => setBusy(null) });
    },
    onCancel: (t) => {
      cancel.reset();
      setCancelling(t);
    },
  };
  const dialog = (
    <CancelTripDialog
      trip={cancelling}
      busy={cancel.isPending}
      serverErrors={isApiError(cancel.error) ? serverFieldError(cancel.error) : {}}
      onCancel={() => setCancelling(null)}
      onConfirm={(reason) =>
        cancelling &&
        cancel.mutate(
          { tripId: cancelling.id, reason },
          {
            onSuccess: (r) => {
              toast.success(r.message || TRANSPORT_TEXTS.tripCancelled(cancelling.number));
              setCancelling(null);
            },
          },
        )
      }
    />
  );
  return { handlers, dialog };
}
