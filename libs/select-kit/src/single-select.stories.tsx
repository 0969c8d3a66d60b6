import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { OptionValue } from './grouped-options';
import { SingleSelect } from './single-select';
import { ASSET_FIXTURE } from './testing/fixtures';

const options = ASSET_FIXTURE.map((a) => ({ value: a.assetId, label: a.assetName }));

/** The select with its value kept in story state (it is controlled). */
function Stateful({ initial = null, onChange, disabled }: { initial?: OptionValue | null; onChange?: (v: OptionValue) => void; disabled?: boolean }) {
  const [value, setValue] = useState<OptionValue | null>(initial);
  return (
    <SingleSelect
      options={options}
      value={value}
      disabled={disabled}
      placeholder="Select asset"
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'Select/SingleSelect',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: SingleSelect as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: { onChange: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 200 x 29.6 px. */
export const Closed: Story = {
  args: { initial: 3 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByTestId('single-select');
    await expect(trigger).toHaveTextContent('Scania P360 - WUP 9052');
    await expect(trigger.style.width).toBe('200px');
  },
};

/** Typed characters match in order, ignoring case and spaces; best matches first. */
export const FuzzySearch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('single-select'));
    await userEvent.type(await screen.findByTestId('single-select-search'), 'SCANIA  g4');
    const found = screen.getAllByTestId('single-select-option');
    await expect(found.map((o) => o.textContent)).toEqual(['Scania G410 - JQR 5512']);
    await userEvent.click(found[0] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith(6);
    await expect(within(canvasElement).getByTestId('single-select')).toHaveTextContent('Scania G410');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('single-select'));
    await userEvent.type(await screen.findByTestId('single-select-search'), 'qqqq');
    await expect(screen.getByTestId('single-select-empty')).toHaveTextContent(MESSAGES.noResultsSingle);
  },
};

export const Disabled: Story = {
  args: { initial: 1, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('single-select')).toBeDisabled();
  },
};
