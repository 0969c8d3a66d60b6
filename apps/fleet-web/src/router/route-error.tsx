import { WEB_TEXTS } from '@fleet/domain';
import { Button, ErrorPanel } from '@fleet/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadError } from './chunk-load-error';

/**
 * The error panel of a route. A chunk that failed to load (ChunkLoadError, CSS_CHUNK_LOAD_FAILED) is recovered by
 * reloading the page (the browser does not retry a failed module); any other failure by running the route again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isChunkLoadError(error)) {
    return (
      <div className="route-error" data-testid="chunk-error">
        <ErrorPanel
          title={WEB_TEXTS.chunkLoadTitle}
          message={WEB_TEXTS.chunkLoadBody}
          code={error.code}
          retryLabel="Reload page"
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
  return (
    <div className="route-error">
      <ErrorPanel
        title={WEB_TEXTS.serverErrorTitle}
        message={(error instanceof Error && error.message) || WEB_TEXTS.serverErrorBody}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
        actions={
          <Button variant="secondary" onClick={() => void router.navigate({ to: '/dashboard' })}>
            Go to dashboard
          </Button>
        }
      />
    </div>
  );
}
