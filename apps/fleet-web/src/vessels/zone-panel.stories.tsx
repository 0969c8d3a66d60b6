import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VESSEL_TEXTS as T } from '@fleet/domain';
import { ZONES } from './vessel-fixtures';
import { readGeoJsonFile, ZonePanel } from './zone-panel';
import './vessels.css';

const meta = {
  title: 'Vessels/ZonePanel',
  component: ZonePanel,
  args: {
    zones: ZONES,
    canEdit: true,
    selectedId: null,
    drawing: null,
    onSelect: fn(),
    onDrawStart: fn(),
    onDrawCancel: fn(),
    onDrawSave: fn(),
    onRename: fn(),
    onDelete: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof ZonePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The zones with their kinds and sources; selecting, renaming, deleting, drawing and importing call out. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('zone-row')).toHaveLength(5);
    await expect(c.getByText('Exclusive economic zone · © OpenStreetMap contributors (ODbL)')).toBeInTheDocument();
    await userEvent.click(c.getAllByTestId('zone-name')[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await userEvent.click(c.getAllByTestId('zone-edit')[3]!);
    await userEvent.clear(c.getByTestId('zone-edit-name'));
    await userEvent.type(c.getByTestId('zone-edit-name'), 'Reef sanctuary');
    await userEvent.selectOptions(c.getByTestId('zone-edit-kind'), 'anchorage');
    await userEvent.click(c.getByTestId('zone-edit-save'));
    await expect(args.onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 'Reef sanctuary', 'anchorage');
    await userEvent.click(c.getAllByTestId('zone-delete')[0]!);
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(c.getByTestId('zone-draw'));
    await expect(args.onDrawStart).toHaveBeenCalled();
    await userEvent.selectOptions(c.getByTestId('zone-import-kind'), 'protected');
    const file = new File(['{"type":"Polygon","coordinates":[]}'], 'reserve.geojson', { type: 'application/geo+json' });
    await userEvent.upload(c.getByTestId('zone-import-file'), file);
    await expect(args.onImport).toHaveBeenCalledWith('protected', file);
  },
};

/** A drawn zone waits for its name and kind; an error of the last action shows. */
export const DrawnZone: Story = {
  args: {
    drawing: { ring: [[73.3, 4.3], [73.32, 4.3], [73.32, 4.32], [73.3, 4.3]] },
    error: T.zoneNameTaken,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('zone-error')).toHaveTextContent(T.zoneNameTaken);
    await userEvent.type(c.getByTestId('zone-draw-name'), 'New ground');
    await userEvent.selectOptions(c.getByTestId('zone-draw-kind'), 'port');
    await userEvent.click(c.getByTestId('zone-draw-save'));
    await expect(args.onDrawSave).toHaveBeenCalledWith('New ground', 'port');
  },
};

/** Someone who is not an Administrator reads the zones only. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByTestId('zone-draw')).toBeNull();
    await expect(c.queryByTestId('zone-delete')).toBeNull();
    // The file reader says what is wrong with a file before anything is sent.
    await expect(await readGeoJsonFile(new File(['not json'], 'x.geojson'))).toEqual({ ok: false, error: T.importNotJson });
    await expect(await readGeoJsonFile({ name: 'big.geojson', size: 6_000_000, text: async () => '{}' })).toEqual({ ok: false, error: T.importTooBig });
  },
};
