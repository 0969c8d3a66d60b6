import type { MapStyleOption } from '@fleet/domain';
import './map-kit.css';

/** Props of the map type switcher. */
export interface MapTypeSwitcherProps {
  /** The styles to choose from (roadmap first). */
  styles: readonly MapStyleOption[];
  /** The current style id. */
  value: string;
  /** Called with the chosen style id (not called for the current one). */
  onChange: (id: string) => void;
  className?: string;
}

/** A small segmented control that switches the map type (basemap style). Controlled. */
export function MapTypeSwitcher({ styles, value, onChange, className }: MapTypeSwitcherProps) {
  return (
    <div role="group" aria-label="Map type" data-testid="map-type-switcher" className={['fleet-map-type-switcher', className].filter(Boolean).join(' ')}>
      {styles.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-pressed={s.id === value}
          data-map-type={s.id}
          className="fleet-map-type-switcher__option"
          onClick={() => {
            if (s.id !== value) onChange(s.id);
          }}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
