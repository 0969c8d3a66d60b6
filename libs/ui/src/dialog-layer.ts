import './dialog.css';

/**
 * The z-index of every dialog's overlay and content: the one dialog layer (`--fleet-z-modal`, see tokens.css). Radix
 * portals each opened dialog at the end of <body>, so on one layer the dialog opened last paints above the others: a
 * dialog opened from a modal covers the modal and its overlay, and gets the clicks. For dialogs styled inline; CSS
 * uses `z-index: var(--fleet-z-modal)`. Never add to it.
 */
export const DIALOG_LAYER_Z_INDEX = 'var(--fleet-z-modal)';

/**
 * Class names of the dialog shell (dialog.css): overlay, the box (centred, on the dialog layer), its header, title,
 * hidden description and body. Using them brings the stylesheet along wherever a dialog is built.
 */
export const DIALOG_CLASS_NAMES = {
  overlay: 'fleet-dialog-overlay',
  content: 'fleet-dialog',
  header: 'fleet-dialog__header',
  title: 'fleet-dialog__title',
  description: 'fleet-dialog__description',
  body: 'fleet-dialog__body',
} as const;
