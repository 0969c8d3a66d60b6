import type { ReportColumn, ReportRow } from '@fleet/domain';
import type { PdfModel } from '@fleet/export-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_TABLE_ROW_NUMBER_FIELD, ModalTable, modalTablePdfModel } from './modal-table';

const columns: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 100 },
  { header: 'Time', field: 'time', width: 100 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 35 },
  { header: 'Address', field: 'address', width: 100 },
  { header: 'Fuel', field: 'fuel', unit: 'L', width: 28 },
  { header: 'Ignition', field: 'ignition', width: 56 },
];
const rows: ReportRow[] = [
  { assetName: 'Truck 1', time: '1/11/2026 | 08:00:00', speed: 42, address: 'Shah Alam', fuel: 55.5, ignition: true },
  { assetName: 'Truck 2', time: '1/11/2026 | 09:00:00', speed: 0, address: 'Klang', fuel: null, ignition: false },
];

describe('modalTablePdfModel', () => {
  it("puts a '#' column first and uses the modal-table widths 20, 110, 110, 110, 110, 110", () => {
    const model = modalTablePdfModel('Trips', columns.slice(0, 5), rows);
    expect(model.title).toBe('Trips');
    expect(model.columns.map((c) => c.width)).toEqual([20, 110, 110, 110, 110, 110]);
    expect(model.columns[0]).toEqual({ header: '#', field: MODAL_TABLE_ROW_NUMBER_FIELD, width: 20 });
    expect(model.columns[3]!.header).toBe('Speed (km/h)');
    expect(model.rows.map((r) => r[MODAL_TABLE_ROW_NUMBER_FIELD])).toEqual([1, 2]);
    expect(model.rows[0]!['assetName']).toBe('Truck 1');
  });

  it('reuses the last width past the sixth column and defaults the title', () => {
    const model = modalTablePdfModel(undefined, columns, rows, { from: 1, to: 2 });
    expect(model.columns.map((c) => c.width)).toEqual([20, 110, 110, 110, 110, 110, 110]);
    expect(model.title).toBe('Report');
    expect(model.timeRange).toEqual({ from: 1, to: 2 });
  });

  it('carries the company logo and the zone of its times', () => {
    const logo = new Uint8Array([0x89, 0x50]);
    const model = modalTablePdfModel('Trips', columns, rows, { from: 1, to: 2 }, { logo, timeZone: 'Asia/Kuala_Lumpur' });
    expect(model.logo).toBe(logo);
    expect(model.timeZone).toBe('Asia/Kuala_Lumpur');
    expect(modalTablePdfModel('Trips', columns, rows)).not.toHaveProperty('logo');
  });
});

describe('ModalTable', () => {
  it('shows the title and the rows with a row number', () => {
    render(<ModalTable title="Trips" columns={columns} rows={rows} />);
    expect(screen.getByRole('heading', { name: 'Trips' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Trips' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Asset',
      'Time',
      'Speed (km/h)',
      'Address',
      'Fuel (L)',
      'Ignition',
    ]);
    const cells = within(screen.getAllByTestId('modal-table-row')[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['1', 'Truck 1', '1/11/2026 | 08:00:00', '42', 'Shah Alam', '55.5', 'Yes']);
  });

  it('opens the nested view of the clicked column, and Close Preview returns to the table', async () => {
    const view = vi.fn((row: ReportRow) => <p>Map of {String(row['address'])}</p>);
    render(<ModalTable columns={columns} rows={rows} nestedViews={{ address: view }} />);
    const buttons = screen.getAllByTestId('modal-table-cell');
    expect(buttons.map((b) => b.dataset.field)).toEqual(['address', 'address']);
    await userEvent.click(screen.getByRole('button', { name: /Klang/ }));
    const nested = screen.getByTestId('nested-view');
    expect(nested.textContent).toContain('Map of Klang');
    expect(nested.dataset.field).toBe('address');
    expect(view).toHaveBeenCalledWith(rows[1]);
    expect(screen.queryByRole('table')).toBeNull(); // hidden under the preview
    await userEvent.click(screen.getByTestId('close-preview'));
    expect(screen.queryByTestId('nested-view')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('cells of columns without a nested view are plain text', () => {
    render(<ModalTable columns={columns} rows={rows} nestedViews={{ speed: () => 'x' }} />);
    expect(screen.getAllByTestId('modal-table-cell').every((b) => b.dataset.field === 'speed')).toBe(true);
  });

  it('shows the loading overlay while loading', () => {
    const { rerender } = render(<ModalTable columns={columns} rows={[]} loading />);
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    expect((screen.getByTestId('modal-table-pdf') as HTMLButtonElement).disabled).toBe(true);
    rerender(<ModalTable columns={columns} rows={rows} />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('PDF opens the Export Pdf dialog with the modal-table widths', async () => {
    const build = vi.fn(async (_m: PdfModel) => new Uint8Array([37, 80, 68, 70]));
    render(<ModalTable title="Trips" columns={columns.slice(0, 5)} rows={rows} pdfOptions={{ build, download: vi.fn() }} />);
    await userEvent.click(screen.getByTestId('modal-table-pdf'));
    expect(await screen.findByTestId('pdf-export-dialog')).toBeTruthy();
    expect(screen.getAllByTestId('pdf-column-checkbox')).toHaveLength(6);
    await waitFor(() => expect(build).toHaveBeenCalled(), { timeout: 2000 });
    expect(build.mock.calls[0]![0].columns.map((c) => c.width)).toEqual([20, 110, 110, 110, 110, 110]);
  });
});
