export { Badge } from './badge';
export type { BadgeProps } from './badge';
export { BookmarkList } from './bookmark-list';
export type { BookmarkListProps } from './bookmark-list';
export { BookmarkToggle } from './bookmark-toggle';
export type { BookmarkToggleProps } from './bookmark-toggle';
export { Breadcrumb } from './breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './breadcrumb';
export { Button } from './button';
export type { ButtonProps } from './button';
export { Card } from './card';
export type { CardProps } from './card';
export { ChangeLogModal } from './change-log-modal';
export type { ChangeLogModalProps } from './change-log-modal';
export { DataTable } from './data-table';
export { DIALOG_CLASS_NAMES, DIALOG_LAYER_Z_INDEX } from './dialog-layer';
export type { DataTableColumn, DataTableProps } from './data-table';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorPanel } from './error-panel';
export type { ErrorPanelProps } from './error-panel';
export { IconButton } from './icon-button';
export type { IconButtonProps } from './icon-button';
export {
  AlertIcon,
  BellIcon,
  MegaphoneIcon,
  ChevronRightIcon,
  CloseIcon,
  DashboardIcon,
  LogoutIcon,
  MenuIcon,
  SettingsIcon,
  ShieldIcon,
  ShipIcon,
  StarIcon,
  TruckIcon,
  UserIcon,
  strokeIconProps,
} from './icons';
export type { IconProps } from './icons';
export { LoadingOverlay } from './loading-overlay';
export type { LoadingOverlayProps } from './loading-overlay';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { RegionErrorBoundary } from './region-error-boundary';
export type { RegionErrorBoundaryProps } from './region-error-boundary';
export { Sidebar } from './sidebar';
export type { SidebarItem, SidebarProps } from './sidebar';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { StatTile } from './stat-tile';
export type { StatTileProps } from './stat-tile';
export { StatusBadge, statusColorName } from './status-badge';
export type { StatusBadgeProps } from './status-badge';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { THEME_VARS, colorVar, paletteCssVariables } from './theme';
export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export { UserMenu, initialsOf } from './user-menu';
export type { UserMenuProps } from './user-menu';
