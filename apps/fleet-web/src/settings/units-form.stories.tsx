import { DEFAULT_UNITS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitsForm } from './units-form';

const meta = {
  title: 'Web/UnitsForm',
  component: UnitsForm,
  args: { units: DEFAULT_UNITS, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof UnitsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A metric company: the example reads metric; nothing to save yet. */
export const Metric: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('units-distance-km')).toBeChecked();
    await expect(c.getByTestId('units-example')).toHaveTextContent('100 km/h reads 100 km/h, 100 km 100 km, 100 L 100 L, 5 °C 5 °C');
    await expect(c.getByTestId('units-save')).toBeDisabled();
  },
};

/** Switching to miles, US gallons and Fahrenheit: the example follows and saving sends all three. */
export const ChoosesUsUnits: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('units-distance-mi'));
    await userEvent.click(c.getByTestId('units-volume-gal'));
    await userEvent.click(c.getByTestId('units-temperature-F'));
    await expect(c.getByTestId('units-example')).toHaveTextContent('100 km/h reads 62.1 mph, 100 km 62.14 mi, 100 L 26.42 gal, 5 °C 41 °F');
    await userEvent.click(c.getByTestId('units-save'));
    await expect(args.onSave).toHaveBeenCalledWith({ distance: 'mi', volume: 'gal', temperature: 'F' });
  },
};

/** The server refused: its text shows. */
export const Refused: Story = {
  args: { error: 'distance must be "km" or "mi".' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('units-error')).toHaveTextContent('distance must be "km" or "mi".');
  },
};
