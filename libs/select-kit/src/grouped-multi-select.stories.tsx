import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GroupedMultiSelect } from './grouped-multi-select';
import type { OptionFields, OptionValue } from './grouped-options';
import { CITY_FIXTURE, manyOptions, type CityOption } from './testing/fixtures';

const fields: OptionFields<CityOption> = { group: 'state', text: 'city', value: 'code' };

/** The select with its value kept in story state (it is controlled). */
function Stateful({ initial = [], single = false, onChange }: { initial?: OptionValue[]; single?: boolean; onChange?: (v: OptionValue[]) => void }) {
  const [value, setValue] = useState<OptionValue[]>(initial);
  return (
    <GroupedMultiSelect
      options={CITY_FIXTURE}
      fields={fields}
      value={value}
      single={single}
      placeholder="Select cities"
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'Select/GroupedMultiSelect',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: GroupedMultiSelect as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: { onChange: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByTestId('multi-select-trigger'));
  return screen.findByTestId('multi-select-menu');
};

export const TwoChips: Story = {
  args: { initial: ['SA', 'GT'] },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getAllByTestId('multi-select-chip');
    await expect(chips.map((c) => c.textContent)).toEqual(['Shah Alam', 'George Town']);
    await expect(within(canvasElement).queryByTestId('multi-select-more')).toBeNull();
  },
};

/** More than two: the first chip and '+N more...'; chip text is cut at 90 px. */
export const MoreChips: Story = {
  args: { initial: ['PJ', 'SA', 'KL', 'JB'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('multi-select-chip')).toHaveLength(1);
    await expect(canvas.getByTestId('multi-select-more')).toHaveTextContent('+3 more...');
    const text = canvas.getByTestId('multi-select-chip').querySelector('.fleet-chip__text') as HTMLElement;
    await expect(text.style.maxWidth).toBe('90px');
  },
};

/** The group checkbox chooses every member, then drops them; a partly chosen group shows a badge. */
export const GroupCheckbox: Story = {
  args: { initial: ['GT'] },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    const penang = within(menu).getAllByTestId('multi-select-group')[1] as HTMLElement;
    await expect(within(penang).getByTestId('multi-select-group-badge')).toHaveTextContent('1/2');
    await userEvent.click(within(penang).getByTestId('multi-select-group-checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['GT', 'BW']);
    await expect(within(penang).getByTestId('multi-select-group-checkbox')).toHaveAttribute('data-state', 'checked');
    await userEvent.click(within(penang).getByTestId('multi-select-group-checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const ExpandCollapse: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).queryAllByTestId('multi-select-option')).toHaveLength(0);
    await userEvent.click(within(menu).getAllByTestId('multi-select-group-toggle')[0] as HTMLElement);
    await expect(within(menu).getAllByTestId('multi-select-option')).toHaveLength(3);
    await userEvent.click(within(menu).getAllByTestId('multi-select-group-toggle')[0] as HTMLElement);
    await expect(within(menu).queryAllByTestId('multi-select-option')).toHaveLength(0);
  },
};

/** Search ignores case and spaces; nothing found: 'No results found'. */
export const SearchIgnoresCaseAndSpaces: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const search = within(menu).getByTestId('multi-select-search');
    await userEvent.type(search, 'johorBAHRU');
    await expect(within(menu).getAllByTestId('multi-select-option').map((o) => o.textContent)).toEqual(['Johor Bahru']);
    await userEvent.clear(search);
    await userEvent.type(search, 'g e o r g e');
    await expect(within(menu).getAllByTestId('multi-select-option').map((o) => o.textContent)).toEqual(['George Town']);
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    await expect(within(menu).getByTestId('multi-select-empty')).toHaveTextContent(MESSAGES.noResults);
  },
};

/** Single mode keeps only the first chosen value and closes the menu. */
export const SingleModeCloses: Story = {
  args: { single: true, initial: ['SA', 'KL'] },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByTestId('multi-select-chip').map((c) => c.textContent)).toEqual(['Shah Alam']);
    const menu = await openMenu(canvasElement);
    await userEvent.type(within(menu).getByTestId('multi-select-search'), 'butter');
    await userEvent.click(within(menu).getByTestId('multi-select-option'));
    await expect(args.onChange).toHaveBeenCalledWith(['BW']);
    await waitFor(() => expect(screen.queryByTestId('multi-select-menu')).toBeNull());
    await expect(within(canvasElement).getByTestId('multi-select-chip')).toHaveTextContent('Butterworth');
  },
};

export const ValueNotFound: Story = {
  args: { initial: ['ZZ'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('multi-select-chip')).toHaveTextContent('city not found');
  },
};

const many = manyOptions(10_000);
const manyFields = { group: 'group', text: 'name', value: 'id' } as const;
function ManyOptions() {
  const [value, setValue] = useState<OptionValue[]>([]);
  return <GroupedMultiSelect options={many} fields={manyFields} value={value} onChange={setValue} />;
}

/** 10,000 options in 200 groups: only the rows in view are rendered. */
export const TenThousandOptions: Story = {
  render: () => <ManyOptions />,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.type(within(menu).getByTestId('multi-select-search'), 'unit 00');
    const rows = within(menu).getAllByTestId('multi-select-option');
    await expect(rows.length).toBeLessThanOrEqual(120);
  },
};
