import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetForm } from './asset-form';
import { SAMPLE_ASSETS, SAMPLE_GROUPS } from './fixtures';

const meta = {
  title: 'Admin/AssetForm',
  component: AssetForm,
  args: { groups: SAMPLE_GROUPS, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof AssetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bad values: each message beside its field, nothing sent. */
export const ShowsErrorsBesideFields: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('asset-speedLimitKmh'), '900');
    await userEvent.type(c.getByTestId('asset-fuelTankL'), 'lots');
    await userEvent.click(c.getByTestId('asset-save'));
    const alerts = c.getAllByRole('alert').map((a) => a.textContent);
    await expect(alerts).toEqual([
      'Name must be 1 to 100 characters.',
      'Fuel tank must be a number from 1 to 100000 litres, or empty.',
      'Speed limit must be a number from 1 to 300 km/h, or empty.',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid new asset is sent as the API's body. */
export const AddsAnAsset: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('asset-name'), 'Hino 500');
    await userEvent.selectOptions(c.getByTestId('asset-groupId'), '2');
    await userEvent.selectOptions(c.getByTestId('asset-profile'), 'custom');
    await userEvent.type(c.getByTestId('asset-min'), '-5');
    await userEvent.type(c.getByTestId('asset-max'), '5,5');
    await userEvent.click(c.getByTestId('asset-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hino 500', type: 'truck', groupId: 2, temperatureRange: { profile: 'custom', min: -5, max: 5.5 }, odometerOffsetKm: 0 }));
  },
};

/** Editing: the asset's values are filled in; the server's refusal shows under the form. */
export const EditsWithServerError: Story = {
  args: { asset: SAMPLE_ASSETS[0], serverError: 'Your company already has an asset named Truck 2. Choose another name.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('asset-name')).toHaveValue('Truck 10');
    await expect(c.getByTestId('asset-deviceIdentifier')).toHaveValue('356307042441013');
    await expect(c.getByTestId('asset-form-error')).toHaveTextContent('already has an asset named Truck 2');
  },
};
