import { useMatches } from '@tanstack/react-router';

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.staticData?.title;
    if (title) return title;
  }
  return 'Fleet';
}
