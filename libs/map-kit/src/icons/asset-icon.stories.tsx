import { ASSET_STATUSES, ASSET_TYPES, statusColor } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssetIcon } from './asset-icon';

const meta = {
  title: 'Map/AssetIcon',
  component: AssetIcon,
  args: { type: 'truck', color: statusColor('Moving'), size: 32 },
} satisfies Meta<typeof AssetIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Truck: Story = {};

/** The map-kit's icon set: every asset type in every status colour (the map tints the same shapes). */
export const IconSet: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', font: '12px sans-serif' }}>
      <tbody>
        {ASSET_TYPES.map((type) => (
          <tr key={type} data-testid="icon-row">
            <th style={{ textAlign: 'left', padding: 4 }}>{type}</th>
            {ASSET_STATUSES.map((status) => (
              <td key={status} style={{ padding: 4 }} title={status}>
                <AssetIcon type={type} color={statusColor(status)} size={32} heading={status === 'Moving' ? 45 : 0} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('icon-row')).toHaveLength(8);
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(32);
  },
};
