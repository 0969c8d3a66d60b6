import type { AssetSummary, LiveAsset } from '@fleet/domain';
import { CloseIcon, StatusBadge } from '@fleet/ui';
import { SHARE_LINK_TEXTS } from '@fleet/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { timeZoneAtom, unitsAtom } from '../session/session-atoms';
import { formatFuel, formatLastUpdate, formatPlace, formatSpeed, formatTemperature } from './asset-format';
import { DrillDownLinks } from './drill-down-links';
import { ShareLinkDialogContainer } from '../share/share-link-dialog-container';
import { useDeviceCommands } from '@fleet/api';
import { DEVICE_COMMAND_TEXTS } from '@fleet/domain';
import { DeviceCommandsContainer } from '../commands/device-commands-container';

/** Props of {@link AssetCard}. */
export interface AssetCardProps {
  asset: LiveAsset;
  summary: AssetSummary | undefined;
  /** The map keeps the asset in the centre. */
  following: boolean;
  onFollowChange: (following: boolean) => void;
  onClose: () => void;
}

/** The selected asset: name, group, status, speed, last update, place, fuel and temperature; Playback and Report in one click. */
export function AssetCard({ asset, summary, following, onFollowChange, onClose }: AssetCardProps) {
  const timeZone = useAtomValue(timeZoneAtom);
  const units = useAtomValue(unitsAtom);
  const [sharing, setSharing] = useState(false);
  const [commanding, setCommanding] = useState(false);
  // The commands this user may send to the asset's device (none: no button).
  const commands = useDeviceCommands(asset.assetId);
  const available = commands.data?.available ?? [];
  const facts: [string, string, string][] = [
    ['Speed', formatSpeed(asset.speed, units), 'speed'],
    ['Last update', formatLastUpdate(asset.time, timeZone), 'time'],
    ['Location', formatPlace(asset), 'place'],
    ['Fuel', formatFuel(asset.fuelPercent), 'fuel'],
    ['Temperature', formatTemperature(asset.temperature, units), 'temperature'],
  ];
  return (
    <section className="asset-card" aria-label={`Asset ${summary?.assetName ?? asset.assetId}`} data-testid="asset-card" data-asset-id={asset.assetId}>
      <header className="asset-card__head">
        <div className="asset-card__title">
          <h3 className="asset-card__name" data-testid="asset-card-name">
            {summary?.assetName ?? `#${asset.assetId}`}
          </h3>
          <span className="asset-card__group">{summary?.assetGroup}</span>
        </div>
        <button type="button" className="asset-card__close" aria-label="Close" onClick={onClose} data-testid="asset-card-close">
          <CloseIcon size={16} />
        </button>
      </header>
      <div className="asset-card__status">
        <StatusBadge status={asset.status} />
        <label className="asset-card__follow">
          <input type="checkbox" checked={following} onChange={(e) => onFollowChange(e.target.checked)} data-testid="asset-card-follow" />
          Follow
        </label>
      </div>
      <dl className="asset-card__facts">
        {facts.map(([label, value, key]) => (
          <div key={key} className="asset-card__fact">
            <dt>{label}</dt>
            <dd data-testid={`asset-card-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <footer className="asset-card__actions">
        <DrillDownLinks assetId={asset.assetId} summary={summary} testId="asset-card" />
        <button type="button" className="drill-down__link asset-card__share" onClick={() => setSharing(true)} data-testid="asset-card-share">
          {SHARE_LINK_TEXTS.action}
        </button>
        {available.length > 0 ? (
          <button type="button" className="drill-down__link asset-card__commands" onClick={() => setCommanding(true)} data-testid="asset-card-commands">
            {DEVICE_COMMAND_TEXTS.title}
          </button>
        ) : null}
      </footer>
      {commanding ? (
        <DeviceCommandsContainer
          assetId={asset.assetId}
          assetName={summary?.assetName ?? `#${asset.assetId}`}
          movingSpeed={asset.speed > 0 ? formatSpeed(asset.speed, units) : null}
          available={available}
          commands={commands.data?.commands}
          onClose={() => setCommanding(false)}
        />
      ) : null}
      {sharing ? <ShareLinkDialogContainer assetId={asset.assetId} assetName={summary?.assetName ?? `#${asset.assetId}`} onClose={() => setSharing(false)} /> : null}
    </section>
  );
}
