import { isApiError, useMapConfig, usePublicVessels } from '@fleet/api';
import { WEB_TEXTS } from '@fleet/domain';
import { useEffect } from 'react';
import { PublicVesselsView, type PublicVesselsState } from './public-vessels-view';
import './vessels.css';

/** The company named by the page's address: `?company=<public id>` (the unguessable id the company hands out). */
const companyOf = (search: string) => new URLSearchParams(search).get('company')?.trim() ?? '';

/**
 * `/vms-public?company=<public id>` (everyone, no sign-in, outside the shell): a company's published vessels with
 * their delayed positions, asked for again every minute. The company is named explicitly by its public id (24 random
 * characters made with its vessel settings), never guessed from a name: only whoever was given the link sees it.
 */
export function VmsPublicPage() {
  const company = companyOf(window.location.search);
  const query = usePublicVessels(company);
  const mapConfig = useMapConfig();
  useEffect(() => {
    document.title = query.data ? `Vessels · ${query.data.company}` : 'Vessels';
  }, [query.data]);
  const state: PublicVesselsState =
    company === '' || (query.error && isApiError(query.error) && [400, 404].includes(query.error.status))
      ? { kind: 'unknown' }
      : query.data
        ? { kind: 'shown', data: query.data }
        : query.error
          ? { kind: 'failed', message: query.error.message || WEB_TEXTS.serverErrorTitle }
          : { kind: 'loading' };
  return <PublicVesselsView state={state} styles={mapConfig.data?.styles} attribution={mapConfig.data?.attribution} />;
}
