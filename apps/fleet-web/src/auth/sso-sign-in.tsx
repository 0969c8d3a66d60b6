import { Button } from '@fleet/ui';

/** Props of {@link SsoSignIn}. */
export interface SsoSignInProps {
  /** The button's text (OIDC_BUTTON_LABEL, e.g. 'Sign in with SSO'). */
  label: string;
  /** Starts the sign-in (the page asks the server for the provider's URL and navigates there). */
  onStart: () => void;
  /** Shows progress and disables the button while the provider's URL is fetched. */
  starting?: boolean;
}

/** The identity provider's sign-in under the password form: a divider and one button. Controlled by the page. */
export function SsoSignIn({ label, onStart, starting = false }: SsoSignInProps) {
  return (
    <div className="auth-sso" data-testid="sso-sign-in">
      <p className="auth-sso__divider" aria-hidden="true">
        <span>or</span>
      </p>
      <Button type="button" variant="secondary" block loading={starting} onClick={() => onStart()} data-testid="sso-sign-in-button">
        {label}
      </Button>
    </div>
  );
}
