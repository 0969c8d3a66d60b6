import { MAP_DEFAULTS, statusColor } from '@fleet/domain';
import type { ReactNode } from 'react';
import { formatDistanceKm } from '../../geo/distance';
import { AssetIcon } from '../../icons/asset-icon';
import '../../map/map-kit.css';
import type { ClusterListItem } from './cluster-list-items';

/** Props of ClusterList. */
export interface ClusterListProps {
  /** The cluster's assets in display order. */
  items: readonly ClusterListItem[];
  /** Called with the asset id of a clicked row. */
  onSelect: (assetId: number) => void;
  /** Maximum height before the list scrolls, px. @default 370 */
  maxHeightPx?: number;
  className?: string;
  /** How a distance (km) reads, e.g. in the company's units. @default formatDistanceKm ('0.42 KM', SPEC §2) */
  formatDistance?: (km: number) => string;
  /** Commands shown beside each row (the app's drill-down links, e.g. Playback and Report of that asset). */
  renderActions?: (assetId: number) => ReactNode;
}

/**
 * The assets of a map cluster: name and, when known, the distance from the selected asset or else the map centre (in
 * KM unless `formatDistance` says otherwise), with the app's commands beside each. Scrolls past 370 px.
 */
export function ClusterList({ items, onSelect, maxHeightPx = MAP_DEFAULTS.clusterListMaxHeightPx, className, formatDistance = formatDistanceKm, renderActions }: ClusterListProps) {
  return (
    <div className={['fleet-cluster-list', className].filter(Boolean).join(' ')} style={{ maxHeight: maxHeightPx, overflowY: 'auto' }} data-testid="cluster-list">
      <p className="fleet-cluster-list__title">{items.length} assets</p>
      <ul className="fleet-cluster-list__items">
        {items.map((item) => (
          <li key={item.assetId} className="fleet-cluster-list__entry" data-testid="cluster-list-entry" data-asset-id={item.assetId}>
            <button type="button" className="fleet-cluster-list__item" data-testid="cluster-list-item" onClick={() => onSelect(item.assetId)}>
              {item.type ? <AssetIcon type={item.type} color={item.status ? statusColor(item.status) : '#82868B'} size={18} /> : null}
              <span className="fleet-cluster-list__name">{item.name}</span>
              {item.distanceKm !== null ? (
                <span className="fleet-cluster-list__distance" data-testid="cluster-list-distance">
                  {formatDistance(item.distanceKm)}
                </span>
              ) : null}
            </button>
            {renderActions ? <span className="fleet-cluster-list__actions">{renderActions(item.assetId)}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
