/** The session's tokens as the client reads them; null when absent. */
export interface ApiTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** A fresh token pair from a sign-in or a refresh. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
