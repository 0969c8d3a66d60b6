import { MAINTENANCE_TEXTS, type MaintenanceRecordOut } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DocumentDialog, ServiceDialog } from './record-dialogs';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500' },
  { assetId: 2, assetName: 'Generator Denyo DCA-45' },
];
const upload = fn(async () => ({ url: '/v2/uploads/t/scan.png' }));

const meta = {
  title: 'Maintenance/DocumentDialog',
  component: DocumentDialog,
  args: { open: true, record: null, assets: ASSETS, today: '2026-11-28', upload, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DocumentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A road tax with its number, issued today and expiring a year on: its reminder 30 days before. */
export const AddsRoadTax: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByTestId('document-asset'), '1');
    await expect(screen.getByTestId('document-title')).toHaveValue('Road tax');
    await userEvent.type(screen.getByTestId('document-reference'), 'LKM-88231');
    await userEvent.type(screen.getByTestId('document-expiry'), '2026-11-01');
    await userEvent.click(screen.getByTestId('document-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.expiryBeforeIssue)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('document-expiry'));
    await userEvent.type(screen.getByTestId('document-expiry'), '2027-11-27');
    await userEvent.type(screen.getByTestId('document-cost'), '1850');
    await userEvent.click(screen.getByTestId('document-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'd', assetId: 1, documentType: 'road-tax', title: 'Road tax', reference: 'LKM-88231', issuedOn: '2026-11-28', expiryDate: '2027-11-27', noticeDays: 30, cost: 1850, files: [] }),
    );
  },
};

/** Choosing another type retitles an untouched title. */
export const TypeRetitles: Story = {
  play: async () => {
    await userEvent.selectOptions(await screen.findByTestId('document-type'), 'insurance');
    await expect(screen.getByTestId('document-title')).toHaveValue('Insurance');
  },
};

const SERVICE: MaintenanceRecordOut = {
  id: 5,
  kind: 's',
  assetId: 1,
  assetName: 'Hino 500',
  time: Date.UTC(2026, 10, 20, 2, 30),
  title: 'Brake pads front',
  cost: 640,
  odometerKm: 61_200,
  engineHours: null,
  vendor: 'Shah Alam Motor Works',
  notes: '',
  files: [],
  lines: [
    { type: 'part', description: 'Brake pad set', partNumber: 'BP-22', quantity: 2, unitCost: 260 },
    { type: 'labour', description: 'Mechanic', partNumber: '', quantity: 1.5, unitCost: 80 },
  ],
  documentType: null,
  reference: '',
  issuedOn: null,
  expiryDate: null,
  reminderId: null,
  reminderState: null,
  workOrderId: null,
  workOrderNumber: null,
  tireId: null,
  by: 'Fleet Admin',
};

/** A service's lines add up (parts and labour to the sen); its time shows in the company's zone. */
export const EditsServiceLines: StoryObj<typeof ServiceDialog> = {
  render: (args) => <ServiceDialog {...args} />,
  args: { open: true, record: SERVICE, assets: ASSETS, timeZone: 'Asia/Kuala_Lumpur', now: Date.UTC(2026, 10, 28), upload, onSubmit: fn(), onCancel: fn() },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('service-time')).toHaveValue('2026-11-20T10:30');
    const lines = screen.getByTestId('service-lines');
    await expect(within(lines).getByTestId('service-lines-total')).toHaveTextContent('Parts RM 520.00 · Labour RM 120.00 · Total RM 640.00');
    await userEvent.click(within(lines).getByTestId('service-lines-add-part'));
    const rows = within(lines).getAllByTestId('service-lines-row');
    await userEvent.type(within(rows[2]!).getByTestId('service-lines-description'), 'Brake fluid DOT4');
    await userEvent.clear(within(rows[2]!).getByTestId('service-lines-quantity'));
    await userEvent.type(within(rows[2]!).getByTestId('service-lines-quantity'), '1');
    await userEvent.type(within(rows[2]!).getByTestId('service-lines-unit-cost'), '35.5');
    await expect(within(lines).getByTestId('service-lines-total')).toHaveTextContent('Total RM 675.50');
    await userEvent.click(screen.getByTestId('service-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 's', assetId: 1, time: SERVICE.time, title: 'Brake pads front', cost: null, lines: expect.arrayContaining([expect.objectContaining({ description: 'Brake fluid DOT4', quantity: 1, unitCost: 35.5 })]) }));
  },
};

/** A line without its description or with a bad quantity is refused with its message. */
export const RefusesBadLine: StoryObj<typeof ServiceDialog> = {
  render: (args) => <ServiceDialog {...args} />,
  args: { open: true, record: null, assetId: 2, assets: ASSETS, timeZone: 'Asia/Kuala_Lumpur', now: Date.UTC(2026, 10, 28), upload, onSubmit: fn(), onCancel: fn() },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('service-title'), 'Oil change');
    await userEvent.click(screen.getByTestId('service-lines-add-labour'));
    await userEvent.type(screen.getByTestId('service-lines-unit-cost'), '80');
    await userEvent.click(screen.getByTestId('service-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.lineDescriptionRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
