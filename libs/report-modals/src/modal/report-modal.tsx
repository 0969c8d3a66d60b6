import { Button, CloseIcon, DIALOG_CLASS_NAMES, ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Default width of a report modal, px. */
export const REPORT_MODAL_DEFAULT_WIDTH_PX = 900;

/** Title of the error shown when the loader fails. */
export const REPORT_MODAL_LOAD_FAILED = 'Could not load the details.';

/** Props of {@link ReportModal}. */
export interface ReportModalProps<T> {
  /** Dialog title (its accessible name). */
  title: string;
  /**
   * Loads the modal's data; called when the modal mounts and on reload/retry (a new function identity alone does not
   * reload: key the modal to load something else). Resolving null/undefined closes the modal (SPEC §4); rejecting
   * shows the error with Retry. The signal aborts when the modal unmounts or a newer load starts.
   */
  loader: (signal: AbortSignal) => Promise<T | null | undefined>;
  /** The body for loaded data; `reload` runs the loader again (e.g. after a delete). */
  children: (data: T, reload: () => void) => ReactNode;
  /** Called when the user closes the modal, or when the loader returned nothing. */
  onClose: () => void;
  /** Width, px or any CSS length (capped to the viewport). @default 900 */
  width?: number | string;
  /** Extra content in the header, before the close button (e.g. an export button). */
  headerActions?: ReactNode;
}

type LoadState<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'error'; error: unknown } | { status: 'closed' };

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

/**
 * The shell of the report detail modals (SPEC §2, §4): a radix-ui Dialog with a title and a close button whose body
 * loads through `loader`. While loading it shows the LoadingOverlay (over the previous data on reload); when the
 * loader returns nothing the modal closes; a failed load shows the error with Retry inside the modal.
 */
export function ReportModal<T>({ title, loader, children, onClose, width = REPORT_MODAL_DEFAULT_WIDTH_PX, headerActions }: ReportModalProps<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loaderRef = useRef(loader);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    loaderRef.current = loader;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.status === 'ready' ? s.data : undefined }));
    let result: Promise<T | null | undefined>;
    try {
      result = loaderRef.current(controller.signal);
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (data) => {
        if (controller.signal.aborted) return;
        if (data === null || data === undefined) {
          setState({ status: 'closed' });
          onCloseRef.current();
        } else {
          setState({ status: 'ready', data });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = state.status === 'ready' || state.status === 'loading' ? state.data : undefined;
  const cssWidth = typeof width === 'number' ? `${width}px` : width;

  return (
    <Dialog.Root open={state.status !== 'closed'} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <Dialog.Content
          className={DIALOG_CLASS_NAMES.content}
          style={{ ...contentStyle, width: cssWidth }}
          data-testid="report-modal"
          data-status={state.status}
          aria-describedby={undefined}
        >
          <div className={DIALOG_CLASS_NAMES.header}>
            <Dialog.Title className={DIALOG_CLASS_NAMES.title}>{title}</Dialog.Title>
            <div style={headerActionsStyle}>
              {headerActions}
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label="Close" data-testid="report-modal-close">
                  <CloseIcon size={16} />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <div className={DIALOG_CLASS_NAMES.body} style={bodyStyle} aria-busy={state.status === 'loading'}>
            {state.status === 'error' ? (
              <ErrorPanel title={REPORT_MODAL_LOAD_FAILED} message={errorText(state.error)} onRetry={reload} />
            ) : shown !== undefined ? (
              children(shown, reload)
            ) : null}
            <LoadingOverlay visible={state.status === 'loading'} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const contentStyle: CSSProperties = { maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(90vh, 960px)' };
const headerActionsStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };
const bodyStyle: CSSProperties = { position: 'relative', minHeight: 160 };
