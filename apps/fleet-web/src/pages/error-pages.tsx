import { MESSAGES, WEB_TEXTS } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../session/session-atoms';

interface ErrorPageProps {
  code: string;
  title: string;
  message: string;
  testId: string;
}

/** A full-page error with a way back: the dashboard when signed in, else the sign-in page. */
function ErrorPage({ code, title, message, testId }: ErrorPageProps) {
  const navigate = useNavigate();
  const signedIn = Boolean(useAtomValue(sessionAtom).accessToken);
  return (
    <main className="error-page" data-testid={testId}>
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__message">{message}</p>
      <div className="error-page__actions">
        <Button onClick={() => void navigate({ to: signedIn ? '/dashboard' : '/login' })}>{signedIn ? 'Back to dashboard' : 'Go to sign in'}</Button>
        <Button variant="secondary" onClick={() => window.history.back()}>
          Go back
        </Button>
      </div>
    </main>
  );
}

/** /pages/error-404 */
export function NotFoundPage() {
  return <ErrorPage code="404" title={WEB_TEXTS.notFoundTitle} message={WEB_TEXTS.notFoundBody} testId="error-404" />;
}

/** /pages/error-500 */
export function ServerErrorPage() {
  return <ErrorPage code="500" title={WEB_TEXTS.serverErrorTitle} message={WEB_TEXTS.serverErrorBody} testId="error-500" />;
}

/** /pages/not-authorized */
export function NotAuthorizedPage() {
  return <ErrorPage code="403" title={WEB_TEXTS.notAuthorizedTitle} message={MESSAGES.notAuthorized} testId="not-authorized" />;
}
