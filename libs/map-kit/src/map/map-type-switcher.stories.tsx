import type { MapStyleOption } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MapTypeSwitcher } from './map-type-switcher';

const STYLES: MapStyleOption[] = [
  { id: 'roadmap', label: 'Roadmap', url: null },
  { id: 'streets', label: 'Streets', url: 'https://tiles.example.com/streets/style.json' },
  { id: 'satellite', label: 'Satellite', url: 'https://tiles.example.com/satellite/style.json' },
];

const meta = {
  title: 'Map/MapTypeSwitcher',
  component: MapTypeSwitcher,
  args: { styles: STYLES, value: 'roadmap', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <MapTypeSwitcher
        {...args}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
      />
    );
  },
} satisfies Meta<typeof MapTypeSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current type is pressed; choosing another reports its id (the app persists it as `mapType`). */
export const SwitchType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Roadmap' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Satellite' }));
    await expect(args.onChange).toHaveBeenCalledWith('satellite');
    await expect(canvas.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Roadmap' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Clicking the current type does nothing. */
export const SameTypeIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Roadmap' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
