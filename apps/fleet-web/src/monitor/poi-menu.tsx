import type { Poi } from '@fleet/domain';
import { DropdownMenu } from 'radix-ui';

/** Where the menu is open: the right-clicked POI and the viewport pixel. */
export interface PoiMenuTarget {
  poi: Poi;
  x: number;
  y: number;
}

/** Props of {@link PoiMenu}. */
export interface PoiMenuProps {
  target: PoiMenuTarget | null;
  canEdit: boolean;
  canDelete: boolean;
  onClose: () => void;
  onEdit: (poi: Poi) => void;
  onDelete: (poi: Poi) => void;
}

/** The menu of a right-clicked POI polygon (SPEC §4): Delete POI and Edit POI, at the click. */
export function PoiMenu({ target, canEdit, canDelete, onClose, onEdit, onDelete }: PoiMenuProps) {
  return (
    <DropdownMenu.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" style={{ position: 'fixed', left: target?.x ?? 0, top: target?.y ?? 0, width: 0, height: 0, pointerEvents: 'none' }} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="map-layers__menu" align="start" sideOffset={2} data-testid="poi-menu" aria-label={target?.poi.name}>
          <DropdownMenu.Label style={{ padding: '4px 8px', fontWeight: 600 }}>{target?.poi.name}</DropdownMenu.Label>
          <DropdownMenu.Item className="map-layers__item" disabled={!canDelete} onSelect={() => target && onDelete(target.poi)} data-testid="poi-menu-delete">
            Delete POI
          </DropdownMenu.Item>
          <DropdownMenu.Item className="map-layers__item" disabled={!canEdit} onSelect={() => target && onEdit(target.poi)} data-testid="poi-menu-edit">
            Edit POI
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
