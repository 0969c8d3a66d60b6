import { DIALOG_CLASS_NAMES } from '@fleet/ui';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** Props of {@link DialogFrame}. */
export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  testId: string;
  /** Escape, the overlay or a cancel button. */
  onClose: () => void;
  /** Width in pixels. @default 600 */
  width?: number;
  children: ReactNode;
}

/** A modal dialog of the app's areas: overlay, a titled header and what the caller puts below it. Controlled. */
export function DialogFrame({ open, title, testId, onClose, width = 600, children }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <Dialog.Content className={DIALOG_CLASS_NAMES.content} style={{ width }} data-testid={testId} aria-describedby={undefined}>
          <div className={DIALOG_CLASS_NAMES.header}>
            <Dialog.Title className={DIALOG_CLASS_NAMES.title}>{title}</Dialog.Title>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The form of a dialog, below its header: the browser's own validation off (the schema's messages show beside the fields). */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={`${DIALOG_CLASS_NAMES.body} admin-form`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A dialog holding one form of the alerts area (a reminder, a completion, a scheduled report, a data push target),
 * its fields in a form that `onSubmit` checks and sends (the browser's own validation off: the schema's messages
 * show beside the fields). Controlled.
 */
export function FormDialog({ open, title, testId, onCancel, onSubmit, width, children }: { open: boolean; title: string; testId: string; onCancel: () => void; onSubmit: () => void; width?: number; children: ReactNode }) {
  return (
    <DialogFrame open={open} title={title} testId={testId} onClose={onCancel} width={width}>
      <DialogForm onSubmit={onSubmit}>{children}</DialogForm>
    </DialogFrame>
  );
}
