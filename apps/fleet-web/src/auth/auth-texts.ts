import { WEB_TEXTS, retryAfterText } from '@fleet/domain';

/** The sign-in pages' own texts, kept once in @fleet/domain (WEB_TEXTS). */
export const AUTH_TEXTS = {
  /** Shown while the link of the registration mail is being checked. */
  confirmingEmail: WEB_TEXTS.confirmingEmail,
  /** 'You can try again in N s.' after a 429 with Retry-After. */
  retryAfter: retryAfterText,
} as const;
