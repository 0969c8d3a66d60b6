import { oidcAlertText } from '@fleet/domain';

/**
 * SPEC §8, identity-provider error: an alert with the error and 'Detailed error can be found in console.', the
 * details (the provider's or the server's answer) written to the console.
 */
export function reportOidcError(error: string, detail: unknown): void {
  console.error('Identity provider sign-in failed:', detail);
  window.alert(oidcAlertText(error));
}
