import { Button, DIALOG_CLASS_NAMES } from '@fleet/ui';
import { AlertDialog } from 'radix-ui';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in full. */
  message: string;
  /** Label of the confirming button. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Asks before a destructive action (delete, disable, suspend). Cancel is the default focus. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <AlertDialog.Content className={DIALOG_CLASS_NAMES.content} style={{ width: 440 }} data-testid="confirm-dialog">
          <div className={DIALOG_CLASS_NAMES.header}>
            <AlertDialog.Title className={DIALOG_CLASS_NAMES.title}>{title}</AlertDialog.Title>
          </div>
          <div className={DIALOG_CLASS_NAMES.body}>
            <AlertDialog.Description className={DIALOG_CLASS_NAMES.description}>{message}</AlertDialog.Description>
            <div className="admin-form__actions">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" data-testid="confirm-cancel">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button variant="danger" loading={busy} onClick={onConfirm} data-testid="confirm-ok">
                {confirmLabel}
              </Button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
