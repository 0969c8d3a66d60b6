import { useState, type MouseEvent, type ReactNode } from 'react';

/**
 * Opens a receipt file the user clicked, e.g. fetches it with the session's bearer and shows it in a new tab. Called
 * synchronously inside the click handler, so that it may still open a window within the click's user activation. A
 * rejection is the opener's to report: the link ignores it.
 */
export type ReceiptFileOpener = (url: string) => void | Promise<void>;

/** Props of {@link ReceiptFileLink}. */
export interface ReceiptFileLinkProps {
  /** The stored file URL, as the upload call answered it (e.g. `/v2/uploads/<tenant>/<file>`). */
  url: string;
  /** Opens the file; without it the plain link opens in a new tab. */
  onOpenFile?: ReceiptFileOpener;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** True for a URL a link may point to: relative, or http(s). Anything else (`javascript:`, `data:`) is never a link. */
export function isLinkableFileUrl(url: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim());
  return !scheme || /^https?$/i.test(scheme[1] ?? '');
}

/**
 * A link to a receipt file. It is a real `<a href>` to the plain URL (copy, middle-click and the context menu keep
 * working, and no token is ever added to it); with `onOpenFile` a click calls that instead of navigating, and the
 * link is busy until it settles (a second click meanwhile does nothing). A URL that is not relative or http(s) shows
 * as text, not as a link.
 */
export function ReceiptFileLink({ url, onOpenFile, children, className, 'data-testid': testId }: ReceiptFileLinkProps) {
  const [opening, setOpening] = useState(false);
  if (!isLinkableFileUrl(url)) {
    return (
      <span className={className} data-testid={testId} data-unavailable="true">
        {children}
      </span>
    );
  }

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenFile) return;
    event.preventDefault();
    if (opening) return;
    let result: void | Promise<void>;
    try {
      result = onOpenFile(url);
    } catch {
      return;
    }
    setOpening(true);
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => setOpening(false));
  };

  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={click}
      aria-busy={opening || undefined}
      className={className}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
