import { ALL_ROWS_VIRTUAL_SIZE } from '@fleet/domain';

/** Row height, px. */
export const ROW_HEIGHT_PX = 32;

/** Height of the scrolling viewport with page size All, px. */
export const VIRTUAL_VIEWPORT_PX = (ALL_ROWS_VIRTUAL_SIZE / 2) * ROW_HEIGHT_PX;
