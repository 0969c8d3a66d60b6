import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_TEXTS, type ImportResult } from '@fleet/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportExportView } from './import-export-view';

const refused: ImportResult = {
  kind: 'assets',
  dryRun: true,
  ok: false,
  written: false,
  fileProblem: null,
  counts: { create: 1, update: 0, unchanged: 0, invalid: 1 },
  rows: [
    { row: 2, name: 'Tanker 1', action: 'create', problems: [], notes: [ADMIN_TEXTS.importGroupMissing('Tankers')] },
    { row: 3, name: 'Tanker 2', action: 'invalid', problems: [{ field: 'type', message: 'Type must be one of animal, boat, car, machine, truck, item, watch, staff.' }], notes: [] },
  ],
};
const clean: ImportResult = { ...refused, ok: true, counts: { create: 1, update: 0, unchanged: 0, invalid: 0 }, rows: [refused.rows[0] as ImportResult['rows'][number]] };
const csv = () => new File(['name,type\nTanker 1,truck\n'], 'assets.csv', { type: 'text/csv' });

const meta = {
  title: 'Admin/ImportExportView',
  component: ImportExportView,
  args: { onImport: fn(async () => refused), onExport: fn(async () => undefined) },
} satisfies Meta<typeof ImportExportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A check lists every row's problem with its column; Import stays off. */
export const CheckFindsProblems: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('import-check')).toBeDisabled();
    await userEvent.upload(c.getByTestId('import-file'), csv());
    await userEvent.click(c.getByTestId('import-check'));
    await expect(args.onImport).toHaveBeenCalledWith('assets', expect.any(File), true);
    await expect(await c.findByTestId('import-summary')).toHaveTextContent(ADMIN_TEXTS.importProblems(1));
    await expect(c.getByTestId('import-rows')).toHaveTextContent('type: Type must be one of');
    await expect(c.getByTestId('import-write')).toBeDisabled();
  },
};

/** A clean check turns Import on; importing writes. */
export const CleanThenImport: Story = {
  args: { onImport: fn(async (_kind: string, _file: File, dryRun: boolean) => (dryRun ? clean : { ...clean, dryRun: false, written: true })) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByTestId('import-file'), csv());
    await userEvent.click(c.getByTestId('import-check'));
    await expect(await c.findByTestId('import-summary')).toHaveTextContent(ADMIN_TEXTS.importChecked(1));
    await userEvent.click(c.getByTestId('import-write'));
    await expect(args.onImport).toHaveBeenLastCalledWith('assets', expect.any(File), false);
    await expect(await c.findByText(ADMIN_TEXTS.importDone(1, 0))).toBeInTheDocument();
  },
};

/** Export buttons for each list and format. */
export const Exports: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('export-groups-xlsx'));
    await expect(args.onExport).toHaveBeenCalledWith('groups', 'xlsx');
  },
};
