export { matchesSearch, normalizeSearch } from './search';
export { FILTER_STATUSES, chooseStatusV1, passesStatusFilter, toggleStatusV2 } from './status-filter-rules';
