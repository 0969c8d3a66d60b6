export { pageCount, pageRows, searchRows } from './rows';
export type { PageSize } from './rows';
