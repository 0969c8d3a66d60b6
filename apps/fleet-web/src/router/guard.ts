import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sessionAtom } from '../session/session-atoms';
import { decideAccess, type RouteAccess } from './access';
import type { RouterContext } from './router-context';

/** Arguments of a route's `beforeLoad` that the guard reads. */
interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
  preload: boolean;
}

/**
 * A `beforeLoad` that applies {@link decideAccess}: throws the redirect, and shows the negative notice on a real
 * navigation (not on a hover preload).
 */
export function guard(access: RouteAccess) {
  return ({ context, location, preload }: GuardArgs): void => {
    const decision = decideAccess(
      context.store.get(sessionAtom),
      access,
      { pathname: location.pathname, href: location.href },
      context.previousPath(),
    );
    if (decision.kind === 'allow') return;
    if (decision.notice && !preload) context.notify.error(decision.notice);
    throw redirect({ href: decision.href, replace: true });
  };
}
