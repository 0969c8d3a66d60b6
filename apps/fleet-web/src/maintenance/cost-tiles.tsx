import type { CostFigures } from '@fleet/domain';
import { StatTile } from '@fleet/ui';
import { perUnitText } from './cost-view';
import { moneyText } from './maintenance-format';

/** The period's headline figures: total, fuel, maintenance (services, tires, documents), cost per km and per engine hour. */
export function CostTiles({ total }: { total: CostFigures }) {
  return (
    <div className="maintenance-cost-tiles" role="group" aria-label="Cost of ownership in the period">
      <StatTile label="Total cost" value={moneyText(total.total)} color="primary" testId="cost-tile-total" />
      <StatTile label="Fuel" value={moneyText(total.fuel)} color="secondary" testId="cost-tile-fuel" />
      <StatTile label="Maintenance (services, tires, documents)" value={moneyText(total.maintenance)} color="warning" testId="cost-tile-maintenance" />
      <StatTile label="Cost per km" value={perUnitText(total.costPerKm, 'km')} color="success" testId="cost-tile-per-km" />
      <StatTile label="Cost per engine hour" value={perUnitText(total.costPerHour, 'h')} color="dark" testId="cost-tile-per-hour" />
    </div>
  );
}
