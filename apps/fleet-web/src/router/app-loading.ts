/** Id of the loading overlay in index.html. */
export const APP_LOADING_ID = 'app-loading';

/** Hides the index.html loading overlay (after each navigation resolves). */
export function hideAppLoading(doc: Document = document): void {
  const el = doc.getElementById(APP_LOADING_ID);
  if (el && !el.hidden) {
    el.hidden = true;
    el.setAttribute('aria-busy', 'false');
  }
}
