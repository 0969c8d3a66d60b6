import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AssetSelector } from './asset-selector';
import { ASSET_FIXTURE } from './testing/fixtures';

interface StatefulProps {
  initial?: number[];
  singleSelect?: boolean;
  compact?: boolean;
  disabled?: boolean;
  onChange?: (v: number[]) => void;
}

/** The selector with its value kept in story state (it is controlled). */
function Stateful({ initial = [], onChange, ...rest }: StatefulProps) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <AssetSelector
      assets={ASSET_FIXTURE}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
      {...rest}
    />
  );
}

const meta = {
  title: 'Select/AssetSelector',
  // The docs page's props table is the widget's own (from its TSDoc); the stories render it through the demo above.
  component: AssetSelector as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: { onChange: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by assetGroup in a 400 px popup; 300 px wide. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('asset-selector').style.width).toBe('300px');
    await userEvent.click(within(canvasElement).getByTestId('asset-selector-trigger'));
    const menu = await screen.findByTestId('asset-selector-menu');
    await expect(menu.style.height).toBe('400px');
    await expect(within(menu).getAllByTestId('asset-selector-group')).toHaveLength(3);
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('asset-selector').style.width).toBe('250px');
  },
};

/** Preselected from a value. */
export const Preselected: Story = {
  args: { initial: [4] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('asset-selector-chip')).toHaveTextContent('Isuzu FRR - PKN 3921');
  },
};

/** Contains search, case and spaces ignored; the close icon clears it. */
export const SearchAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('asset-selector-trigger'));
    const search = await screen.findByTestId('asset-selector-search');
    await userEvent.type(search, 'ISUZU n p r');
    const options = screen.getAllByTestId('asset-selector-option');
    await expect(options.map((o) => o.textContent)).toEqual(['Isuzu NPR - BKQ 7310']);
    await userEvent.click(within(options[0] as HTMLElement).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith([2]);
    await userEvent.click(screen.getByTestId('asset-selector-search-clear'));
    await expect(search).toHaveValue('');
  },
};

/** One asset when singleSelect: choosing closes the popup. */
export const SingleSelect: Story = {
  args: { singleSelect: true, initial: [1] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('asset-selector-trigger'));
    await userEvent.type(await screen.findByTestId('asset-selector-search'), 'forklift');
    await userEvent.click(screen.getByTestId('asset-selector-option'));
    await expect(args.onChange).toHaveBeenCalledWith([7]);
    await expect(within(canvasElement).getAllByTestId('asset-selector-chip')).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: [2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('asset-selector-trigger')).toBeDisabled();
  },
};

/** The selector on a route that the story can change, the way the app passes its route. */
function OnRoutes({ onChange }: { onChange?: (v: number[]) => void }) {
  const [route, setRoute] = useState({ name: 'monitor', params: { view: 'map', assetId: '3' } as Record<string, string> });
  const [value, setValue] = useState<number[]>([]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <AssetSelector
        assets={ASSET_FIXTURE}
        value={value}
        routeName={route.name}
        routeParams={route.params}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setRoute({ name: 'monitor', params: { view: 'table' } })}>
        Table view
      </button>
      <button type="button" onClick={() => setRoute({ name: 'playback', params: {} })}>
        Playback
      </button>
    </div>
  );
}

/** Preselected from the route's assetId; kept when only the view changes; cleared when the route name changes. */
export const ClearedOnRouteChange: Story = {
  render: (args) => <OnRoutes onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('asset-selector-chip')).toHaveTextContent('Scania P360');
    await userEvent.click(canvas.getByRole('button', { name: 'Table view' }));
    await expect(canvas.getByTestId('asset-selector-chip')).toHaveTextContent('Scania P360');
    await userEvent.click(canvas.getByRole('button', { name: 'Playback' }));
    await expect(canvas.queryByTestId('asset-selector-chip')).toBeNull();
  },
};
