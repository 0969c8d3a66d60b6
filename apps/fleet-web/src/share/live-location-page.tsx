import { isApiError, isLinkGone, useLiveLocation, useMapConfig } from '@fleet/api';
import { ERROR_CODES, SHARE_LINK_TEXTS as T, WEB_TEXTS } from '@fleet/domain';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNow } from '../transport/use-now';
import { LiveLocationView, type LiveLocationState } from './live-location-view';
import './share.css';

/** The page's state from the polled answer: once the link is gone, only that (the last position is not kept on screen). */
function stateOf(query: ReturnType<typeof useLiveLocation>): LiveLocationState {
  if (query.error && isLinkGone(query.error)) {
    const code = isApiError(query.error) ? query.error.code : '';
    return { kind: code === ERROR_CODES.shareLinkExpired ? 'expired' : code === ERROR_CODES.shareLinkRevoked ? 'revoked' : 'unknown' };
  }
  if (query.data) return { kind: 'shown', data: query.data };
  if (query.error) return { kind: 'failed', message: query.error.message || WEB_TEXTS.serverErrorTitle };
  return { kind: 'loading' };
}

/**
 * `/live-location/$dt` (everyone, outside the signed-in shell): the shared asset, asked for again every few seconds
 * (GET /v2/live-location/:token, never cached); stops asking once the link expired, was revoked or is unknown.
 */
export function LiveLocationPage() {
  const { dt } = useParams({ from: '/live-location/$dt' });
  const query = useLiveLocation(dt);
  const mapConfig = useMapConfig();
  const now = useNow(15_000);
  const state = stateOf(query);
  useEffect(() => {
    document.title = state.kind === 'shown' ? `${state.data.asset.name} · ${T.pageTitle}` : T.pageTitle;
  }, [state]);
  return <LiveLocationView state={state} now={now} styles={mapConfig.data?.styles} attribution={mapConfig.data?.attribution} />;
}
