import { isApiError } from '@fleet/api';
import { WEB_TEXTS } from '@fleet/domain';
import type { Notifier } from './notify';

/** Texts of opening a protected file, kept once in @fleet/domain (WEB_TEXTS). */
export const FILE_OPENER_TEXTS = {
  /** The new tab's title while the file downloads. */
  opening: WEB_TEXTS.fileOpening,
  openFailed: WEB_TEXTS.fileOpenFailed,
  popupBlocked: WEB_TEXTS.filePopupBlocked,
} as const;

/**
 * How long the object URL of an opened file stays valid, ms: the tab has long loaded it by then, and the PDF viewer's
 * download and print still work meanwhile. Revoking frees the bytes (the page's unload frees them anyway).
 */
export const OPENED_FILE_URL_LIFETIME_MS = 5 * 60_000;

/** The parts of the browser window the opener uses. */
export interface FileOpenerWindow {
  open: (url?: string, target?: string) => Window | null;
  setTimeout: (callback: () => void, ms: number) => unknown;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** Options of {@link createFileOpener}. */
export interface FileOpenerOptions {
  /** Fetches the file with the session's bearer, e.g. `(url) => fetchUpload(apiClient, url)`. */
  fetchFile: (url: string) => Promise<Blob>;
  notify: Pick<Notifier, 'error'>;
  /** @default window */
  win?: FileOpenerWindow;
  /** @default OPENED_FILE_URL_LIFETIME_MS */
  lifetimeMs?: number;
}

/** 'Could not open the file.' followed by the reason when there is one. */
function failureText(error: unknown): string {
  const reason = isApiError(error) ? error.message : '';
  return reason ? `${FILE_OPENER_TEXTS.openFailed} ${reason}` : FILE_OPENER_TEXTS.openFailed;
}

/**
 * Opens protected files (receipt photos and PDFs) without ever putting a token into a URL: call the returned function
 * from a click handler. It opens an empty tab at once, within the click's user activation (a tab opened after the
 * download would be blocked as a pop-up), cuts the tab's way back to the app (`opener`), fetches the file with the
 * bearer, and shows it in the tab from a `blob:` object URL, revoked after `lifetimeMs`. A failure closes the tab and
 * says so through the app's notifications.
 */
export function createFileOpener({ fetchFile, notify, win = window, lifetimeMs = OPENED_FILE_URL_LIFETIME_MS }: FileOpenerOptions) {
  return async (url: string): Promise<void> => {
    const tab = win.open('', '_blank');
    if (!tab) {
      notify.error(FILE_OPENER_TEXTS.popupBlocked);
      return;
    }
    tab.opener = null;
    try {
      tab.document.title = FILE_OPENER_TEXTS.opening;
    } catch {
      // A browser that gives the blank tab another origin: nothing to label.
    }

    let objectUrl: string;
    try {
      objectUrl = win.URL.createObjectURL(await fetchFile(url));
    } catch (error) {
      tab.close();
      notify.error(failureText(error));
      return;
    }
    if (tab.closed) {
      win.URL.revokeObjectURL(objectUrl);
      return;
    }
    // replace(): the blank page does not stay in the tab's history.
    tab.location.replace(objectUrl);
    win.setTimeout(() => win.URL.revokeObjectURL(objectUrl), lifetimeMs);
  };
}
