import type { StatusCounts, StatusFilterKey } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StatusFilter } from './status-filter';

const counts: StatusCounts = { All: 49, Move: 18, Idle: 6, Park: 21, Inactive: 4 };
const ALL: StatusFilterKey[] = ['All', 'Move', 'Idle', 'Park', 'Inactive'];

interface StatefulProps {
  mode: 'v1' | 'v2';
  initial: StatusFilterKey[];
  compact?: boolean;
  filterType?: string[];
  onChange?: (v: StatusFilterKey[]) => void;
}

/** The filter with its value kept in story state (it is controlled). */
function Stateful({ initial, onChange, ...rest }: StatefulProps) {
  const [value, setValue] = useState<StatusFilterKey[]>(initial);
  return (
    <StatusFilter
      {...rest}
      value={value}
      counts={counts}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'Select/StatusFilter',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: StatusFilter as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: { mode: 'v1', initial: ['All'], onChange: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressed = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('data-testid')?.replace('status-filter-', ''));

/** v1: exactly one entry; choosing the current one again emits nothing. */
export const V1EmitsOnlyOnChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('status-filter-Park')).toHaveTextContent('21');
    await userEvent.click(canvas.getByTestId('status-filter-All'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('status-filter-Park'));
    await expect(args.onChange).toHaveBeenCalledWith(['Park']);
    await expect(pressed(canvasElement)).toEqual(['Park']);
    await userEvent.click(canvas.getByTestId('status-filter-Park'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** v2: All selects the four; deselecting one removes All; selecting the fourth re-adds All. */
export const V2AllRules: Story = {
  args: { mode: 'v2', initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('status-filter-All'));
    await expect(pressed(canvasElement)).toEqual(ALL);
    await userEvent.click(canvas.getByTestId('status-filter-Idle'));
    await expect(pressed(canvasElement)).toEqual(['Move', 'Park', 'Inactive']);
    await userEvent.click(canvas.getByTestId('status-filter-Idle'));
    await expect(pressed(canvasElement)).toEqual(ALL);
  },
};

/** v2 from All alone (the Monitor's default): the four show chosen; Park then removes itself and All. */
export const V2FromAll: Story = {
  args: { mode: 'v2', initial: ['All'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(pressed(canvasElement)).toEqual(ALL);
    await expect(canvas.getByRole('button', { name: 'Park 21' })).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('status-filter-Park'));
    await expect(args.onChange).toHaveBeenCalledWith(['Move', 'Idle', 'Inactive']);
    await expect(pressed(canvasElement)).toEqual(['Move', 'Idle', 'Inactive']);
    await userEvent.hover(canvas.getByTestId('status-filter-Idle'));
    await expect((await screen.findAllByText('Idling: 6')).length).toBeGreaterThan(0);
  },
};

/** Compact: a dropdown with the counts. */
export const CompactDropdown: Story = {
  args: { compact: true, initial: ['All'], filterType: ['status'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('status-filter-trigger'));
    await expect(await screen.findByTestId('status-filter-All')).toHaveTextContent('49');
    await userEvent.click(screen.getByTestId('status-filter-Move'));
    await expect(args.onChange).toHaveBeenCalledWith(['Move']);
    await expect(within(canvasElement).getByTestId('status-filter-trigger')).toHaveTextContent('Move');
  },
};

/** Compact with a filter type starting with 'key': the All entry is omitted from the dropdown. */
export const CompactKeyOmitsAll: Story = {
  args: { compact: true, initial: ['Park'], filterType: ['key'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('status-filter-trigger'));
    await expect(await screen.findByTestId('status-filter-Park')).toBeInTheDocument();
    await expect(screen.queryByTestId('status-filter-All')).toBeNull();
  },
};
