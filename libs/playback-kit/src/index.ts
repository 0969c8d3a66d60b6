export { DetailsPanel, DETAILS_PANEL_WIDTH, itemIndexByPoint } from './details-panel';
export type { DetailsPanelProps } from './details-panel';
export { ContinuedRow, DETAILS_ROW_HEIGHT, FUEL_COLORS, LongEventCard, PointCard, fuelText } from './details-cards';
export { EXPORT_OPTIONS_DIALOG_WIDTH, ExportPlaybackOptionsDialog } from './export-options-dialog';
export type { ExportPlaybackOptionsDialogProps, PlaybackExportOptions } from './export-options-dialog';
export { LoadDataButton, canLoadPlayback } from './load-data-button';
export type { LoadDataButtonProps, PlaybackAssetIds } from './load-data-button';
export { PlayerBar, speedLabel, toggleLabel } from './player-bar';
export type { PlayerBarProps } from './player-bar';
export { PlaybackTimeRangePicker } from './time-range-picker';
export type { PlaybackTimeRangePickerProps } from './time-range-picker';
export {
  defaultPlaybackRange,
  formatClock,
  formatElapsed,
  formatPickerRange,
  formatPickerTime,
  parseTimeOfDay,
  zonedTimeToEpoch,
} from './time';
export type { PlaybackTimeRange } from './time';
export { TimeBarTrack, statusGradient } from './time-bar';
export { usePlayer } from './use-player';
export type { UsePlayerOptions, UsePlayerResult } from './use-player';
