import { MESSAGES } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { Tooltip } from 'radix-ui';
import './load-data-button.css';

/** Asset id(s) as the toolbar holds them: a list, one id, or nothing yet. */
export type PlaybackAssetIds = readonly (string | number)[] | string | number | null | undefined;

/**
 * SPEC §5: playback loads only with at least one asset and both ends of the time range (a valid range: finite ends,
 * the start before the end).
 */
export function canLoadPlayback(assetIds: PlaybackAssetIds, start: number | null | undefined, end: number | null | undefined): boolean {
  const hasAsset = Array.isArray(assetIds) ? assetIds.some((id) => id !== '' && id != null) : assetIds !== '' && assetIds != null;
  return hasAsset && typeof start === 'number' && typeof end === 'number' && Number.isFinite(start) && Number.isFinite(end) && start < end;
}

/** Props of {@link LoadDataButton}. */
export interface LoadDataButtonProps {
  /** The {@link canLoadPlayback} rule's answer. */
  canLoad: boolean;
  /** Called on click (only when `canLoad`): the app fetches the route of the chosen assets and period. */
  onLoad: () => void;
  /** Shows a spinner while the route loads. @default false */
  loading?: boolean;
}

/** 'Load Data': disabled, with the tooltip MESSAGES.playbackLoadDisabled (also its title), until it can load. */
export function LoadDataButton({ canLoad, onLoad, loading = false }: LoadDataButtonProps) {
  const button = (
    <Button data-testid="load-data" disabled={!canLoad} loading={loading} onClick={onLoad} title={canLoad ? undefined : MESSAGES.playbackLoadDisabled}>
      Load Data
    </Button>
  );
  if (canLoad) return button;
  // A disabled button gets no pointer events, so the tip hangs on a focusable wrapper.
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span className="pk-load-data__wrap" tabIndex={0} title={MESSAGES.playbackLoadDisabled} data-testid="load-data-wrap">
            {button}
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="fleet-tooltip" side="bottom" sideOffset={6} data-testid="load-data-tooltip">
            {MESSAGES.playbackLoadDisabled}
            <Tooltip.Arrow className="fleet-tooltip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
