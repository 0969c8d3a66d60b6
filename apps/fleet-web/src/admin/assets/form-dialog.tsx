import { Button, CloseIcon, DIALOG_CLASS_NAMES } from '@fleet/ui';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import './admin-assets.css';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** @default false */
  wide?: boolean;
}

/** A dialog holding one form of the administration (add or edit). Controlled. */
export function FormDialog({ open, title, onClose, children, wide = false }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <Dialog.Content className={`${DIALOG_CLASS_NAMES.content}${wide ? ' admin-dialog--wide' : ''}`} data-testid="form-dialog" aria-describedby={undefined}>
          <div className={DIALOG_CLASS_NAMES.header}>
            <Dialog.Title className={DIALOG_CLASS_NAMES.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <CloseIcon size={16} />
              </Button>
            </Dialog.Close>
          </div>
          <div className={DIALOG_CLASS_NAMES.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
