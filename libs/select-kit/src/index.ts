export { matchesSearch, normalizeSearch } from './search';
export { FILTER_STATUSES, chooseStatusV1, expandStatusSelectionV2, passesStatusFilter, toggleStatusV2 } from './status-filter-rules';
export { fuzzyFilter, fuzzyScore } from './fuzzy-search';
export { STATUS_FILTER_ENTRIES, sameStatusSelection, statusDropdownEntries } from './status-filter-entries';
export type { StatusFilterEntry } from './status-filter-entries';
export { UNIT_MATCHED_ROUTES, preselectAssetIds, sameRouteParams, selectionAfterRouteChange, selectionForRoute } from './route-selection';
export type { RouteSelection, SelectorRoute } from './route-selection';
export {
  buildMenuRows,
  chipsFor,
  groupCheckState,
  groupOptions,
  toggleGroupValues,
  toggleValue,
} from './grouped-options';
export type { Chip, GroupCheckState, MenuRow, OptionFields, OptionGroup, OptionValue } from './grouped-options';
export { ROW_HEIGHT_PX, UNMEASURED_ROWS, VirtualList } from './virtual-list';
export type { VirtualListProps } from './virtual-list';
export { SearchInput } from './search-input';
export type { SearchInputProps } from './search-input';
export { SingleSelect } from './single-select';
export type { SingleSelectOption, SingleSelectProps } from './single-select';
export { CHIP_TEXT_MAX_WIDTH_PX, GroupedMultiSelect, MULTI_SELECT_MAX_HEIGHT } from './grouped-multi-select';
export type { GroupedMultiSelectProps } from './grouped-multi-select';
export { ASSET_SELECTOR_MENU_HEIGHT_PX, ASSET_SELECTOR_WIDTH_PX, AssetSelector } from './asset-selector';
export type { AssetSelectorProps } from './asset-selector';
export { StatusFilter, nextStatusSelection } from './status-filter';
export type { StatusFilterProps } from './status-filter';
