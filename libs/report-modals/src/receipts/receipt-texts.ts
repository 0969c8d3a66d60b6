import { UPLOAD_LIMITS } from '@fleet/domain';

const maxMb = Math.round(UPLOAD_LIMITS.maxBytes / (1024 * 1024));

/**
 * Labels and notices of the receipt widgets that the specification leaves to us (its own texts come from MESSAGES in
 * @fleet/domain). Candidates for @fleet/domain when another layer needs them.
 */
export const RECEIPT_TEXTS = {
  deleteReceipt: 'Delete Receipt',
  deleteConfirmTitle: 'Delete this receipt?',
  deleteConfirmBody: 'The receipt and its files will be removed. This cannot be undone.',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  noReceipts: 'No receipts',
  submit: 'Add Receipt',
  uploading: 'Uploading…',
  uploadFailed: 'Upload failed',
  removeFile: 'Remove',
  /** '{name} was not added: at most 10 files can be attached.' */
  tooManyFiles: (name: string) => `${name} was not added: at most ${UPLOAD_LIMITS.maxFiles} files can be attached.`,
  /** '{name} was not added: it is larger than 10 MB.' */
  tooLarge: (name: string) => `${name} was not added: it is larger than ${maxMb} MB.`,
  /** '{name} was not added: only images and PDF files can be uploaded.' */
  wrongType: (name: string) => `${name} was not added: only images and PDF files can be uploaded.`,
  /** 'Files (N)' */
  filesCount: (n: number) => `Files (${n})`,
  /** 'Receipt N' */
  receiptTitle: (n: number) => `Receipt ${n}`,
} as const;
