import { DIALOG_CLASS_NAMES, Button } from '@fleet/ui';
import { AlertDialog } from 'radix-ui';
import './admin-assets.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words (ADMIN_TEXTS.confirm*). */
  message: string;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. @default true */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel has the focus, Escape cancels. Controlled. */
export function ConfirmDialog({ open, title, message, confirmLabel, danger = true, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <AlertDialog.Content className={DIALOG_CLASS_NAMES.content} data-testid="confirm-dialog">
          <div className={DIALOG_CLASS_NAMES.header}>
            <AlertDialog.Title className={DIALOG_CLASS_NAMES.title}>{title}</AlertDialog.Title>
          </div>
          <div className={DIALOG_CLASS_NAMES.body}>
            <AlertDialog.Description data-testid="confirm-message">{message}</AlertDialog.Description>
            <div className="admin-form__actions">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" data-testid="confirm-cancel">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm} data-testid="confirm-ok">
                {confirmLabel}
              </Button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
