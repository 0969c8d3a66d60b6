import type { MapStyleOption } from '@fleet/domain';
import { DropdownMenu } from 'radix-ui';

/** The map layers the menu switches. */
export interface MapLayerToggles {
  heatmap: boolean;
  clusters: boolean;
  labels: boolean;
}

/** The map types the menu offers (roadmap, offline, and the deployment's others), and the chosen one. */
export interface MapTypeChoice {
  styles: readonly MapStyleOption[];
  value: string;
  onChange: (id: string) => void;
}

/** Props of {@link MapLayersMenu}. */
export interface MapLayersMenuProps {
  value: MapLayerToggles;
  onChange: (value: MapLayerToggles) => void;
  /** The map type section (shown when there are two types or more). */
  mapTypes?: MapTypeChoice;
}

const ENTRIES: { key: keyof MapLayerToggles; label: string }[] = [
  { key: 'clusters', label: 'Clusters' },
  { key: 'heatmap', label: 'Heatmap' },
  { key: 'labels', label: 'Asset names' },
];

function LayersIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <polygon points="12 2 2 7 12 12 22 7 12 2" />
      <polyline points="2 17 12 22 22 17" />
      <polyline points="2 12 12 17 22 12" />
    </svg>
  );
}

/**
 * The map's layers menu (top left of the map): the map type (basemap) to choose from, then clusters, heatmap and asset
 * names on or off.
 */
export function MapLayersMenu({ value, onChange, mapTypes }: MapLayersMenuProps) {
  const current = mapTypes ? (mapTypes.styles.find((s) => s.id === mapTypes.value) ?? mapTypes.styles[0]) : undefined;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="map-layers__trigger" aria-label="Map layers" data-testid="map-layers">
          <LayersIcon />
          <span>Layers</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="map-layers__menu" align="start" sideOffset={4}>
          {mapTypes && current && mapTypes.styles.length > 1 ? (
            <>
              <DropdownMenu.Label className="map-layers__label">Map type</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={current.id} onValueChange={(id) => id !== current.id && mapTypes.onChange(id)} data-testid="map-type-menu">
                {mapTypes.styles.map((style) => (
                  <DropdownMenu.RadioItem
                    key={style.id}
                    value={style.id}
                    className="map-layers__item"
                    onSelect={(e) => e.preventDefault()}
                    data-testid={`map-type-${style.id}`}
                  >
                    <span className="map-layers__radio" aria-hidden="true" />
                    {style.label}
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="map-layers__separator" />
            </>
          ) : null}
          {ENTRIES.map((entry) => (
            <DropdownMenu.CheckboxItem
              key={entry.key}
              className="map-layers__item"
              checked={value[entry.key]}
              onCheckedChange={(checked) => onChange({ ...value, [entry.key]: checked })}
              onSelect={(e) => e.preventDefault()}
              data-testid={`map-layer-${entry.key}`}
            >
              <span className="map-layers__box" aria-hidden="true">
                {value[entry.key] ? '✓' : ''}
              </span>
              {entry.label}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
