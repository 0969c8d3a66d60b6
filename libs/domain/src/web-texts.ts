/**
 * Texts of the web shell that the specification leaves to us (titles of error pages, the change-log modal), kept
 * here once so that the app, its stories and the browser tests share them.
 */
export const WEB_TEXTS = {
  changeLogTitle: 'Latest System Updates',
  newMarker: 'NEW',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has been moved.',
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'An unexpected error occurred. Please try again.',
  notAuthorizedTitle: 'Not authorized',
  chunkLoadTitle: 'This page could not be loaded',
  chunkLoadBody: 'A part of the application failed to download. Check your connection and reload the page.',
  regionErrorTitle: 'This section failed to load',
  networkError: 'Cannot reach the server. Check your connection and try again.',
  timeoutError: 'The server took too long to answer. Please try again.',
  noBookmarks: 'Star a page to pin it here.',
  /** Shown while the link of the registration mail is being checked. */
  confirmingEmail: 'Confirming your email address…',
  /** Help under a new-password field. */
  newPasswordHint: 'At least 12 characters.',
  currentPassword: 'Current password',
  currentPasswordHint: 'Needed to change your email address.',
  /** The new tab's title while a protected file downloads. */
  fileOpening: 'Opening file…',
  fileOpenFailed: 'Could not open the file.',
  filePopupBlocked: 'The browser blocked the new tab. Allow pop-ups for this site to open files.',
  notAnUpload: 'This file link does not point to a file of this server.',
  /** The map's note when the online map (its style or tiles) cannot be reached and the offline basemap shows instead. */
  onlineMapUnreachable: 'Online map unreachable — showing the offline map',
  /** The Reports toolbar's button that stops a report while it runs, and the note after it. */
  reportCancel: 'Cancel',
  reportCancelled: 'Report cancelled.',
  /** Beside 'Fetching data' while a report's rows stream in. */
  reportRowsSoFar: (rows: number) => `${rows.toLocaleString('en-US')} rows so far`,
  /** An export the server builds: its Cancel button, the note after it, and the note when it is ready. */
  exportCancel: 'Cancel export',
  exportCancelled: 'Export cancelled.',
  exportReady: 'The file is ready; its download has started.',
} as const;

/** 'You can try again in N s.' after a 429 or 503 with Retry-After. */
export function retryAfterText(seconds: number): string {
  return `You can try again in ${seconds} s.`;
}
