import { hasPageAccess, type AssetSummary } from '@fleet/domain';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { userInfoAtom } from '../session/session-atoms';
import { drillDownParams } from './drill-down';

/** Props of {@link DrillDownLinks}. */
export interface DrillDownLinksProps {
  assetId: number;
  /** Its unit id and name (the asset list's entry). */
  summary: Pick<AssetSummary, 'unitId' | 'assetName'> | undefined;
  /** Test id prefix of the two links. @default 'drill' */
  testId?: string;
}

/** A link's click must not also select the row or close the list it sits in. */
const keepClickHere = (e: MouseEvent) => e.stopPropagation();

/**
 * One click from an asset to its Playback (today, in the company's time zone: the screen's default range) and to
 * the Reports screen with the asset preselected; each only when the user may open that page.
 */
export function DrillDownLinks({ assetId, summary, testId = 'drill' }: DrillDownLinksProps) {
  const pages = useAtomValue(userInfoAtom)?.access?.pages;
  const params = drillDownParams(assetId, summary);
  const name = params.assetName;
  return (
    <span className="drill-down">
      {hasPageAccess(pages, 'playback') ? (
        <Link
          to="/playback/{-$assetId}/{-$assetName}"
          params={params}
          className="drill-down__link"
          aria-label={`Playback of ${name} today`}
          title={`Playback of ${name} today`}
          data-testid={`${testId}-playback`}
          onClick={keepClickHere}
        >
          Playback
        </Link>
      ) : null}
      {hasPageAccess(pages, 'reports') ? (
        <Link
          to="/reports/{-$assetId}/{-$assetName}"
          params={params}
          className="drill-down__link"
          aria-label={`Reports of ${name}`}
          title={`Reports of ${name}`}
          data-testid={`${testId}-report`}
          onClick={keepClickHere}
        >
          Report
        </Link>
      ) : null}
    </span>
  );
}
