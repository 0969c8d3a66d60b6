import { DISTANCE_UNITS, TEMPERATURE_UNITS, UNIT_CHOICE_TEXTS, VOLUME_UNITS, formatFigure, type UnitPreferences } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { useState } from 'react';

/** Props of {@link UnitsForm}. */
export interface UnitsFormProps {
  /** The company's units now. */
  units: UnitPreferences;
  /** Saves the company's units (Administrators). */
  onSave: (units: UnitPreferences) => void;
  /** The server's error text. */
  error?: string | null;
  submitting?: boolean;
}

type Dimension = keyof UnitPreferences;
const CHOICES: { dimension: Dimension; legend: string; values: readonly string[] }[] = [
  { dimension: 'distance', legend: 'Distance and speed', values: DISTANCE_UNITS },
  { dimension: 'volume', legend: 'Fuel volume', values: VOLUME_UNITS },
  { dimension: 'temperature', legend: 'Temperature', values: TEMPERATURE_UNITS },
];

/**
 * The company's units (Administrators): kilometres or miles, litres or US gallons, Celsius or Fahrenheit. Figures are
 * stored metric; every screen, report and export shows them in these units. Shows an example in the chosen units.
 */
export function UnitsForm({ units, onSave, error, submitting = false }: UnitsFormProps) {
  const [chosen, setChosen] = useState<UnitPreferences>(units);
  const unchanged = chosen.distance === units.distance && chosen.volume === units.volume && chosen.temperature === units.temperature;
  return (
    <div className="settings-form" data-testid="units-form">
      {CHOICES.map(({ dimension, legend, values }) => (
        <fieldset key={dimension} className="settings-form__field units-form__group">
          <legend className="settings-form__label">{legend}</legend>
          {values.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`units-${dimension}`}
                value={value}
                checked={chosen[dimension] === value}
                onChange={() => setChosen({ ...chosen, [dimension]: value })}
                data-testid={`units-${dimension}-${value}`}
              />{' '}
              {(UNIT_CHOICE_TEXTS[dimension] as Record<string, string>)[value]}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="settings-form__hint" data-testid="units-example">
        100 km/h reads {formatFigure('speed', 100, chosen)}, 100 km {formatFigure('distance', 100, chosen)}, 100 L {formatFigure('volume', 100, chosen)}, 5 °C{' '}
        {formatFigure('temperature', 5, chosen)}
      </p>
      <Button type="button" loading={submitting} disabled={unchanged} onClick={() => onSave(chosen)} data-testid="units-save">
        Save company units
      </Button>
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="units-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
