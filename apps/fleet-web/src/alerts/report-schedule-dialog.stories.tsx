import { REPORT_SCHEDULE_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ReportScheduleDialog } from './report-schedule-dialog';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 2, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U2', type: 'car' as const, iconType: 'car-1' },
];

const meta = {
  title: 'Alerts/ReportScheduleDialog',
  component: ReportScheduleDialog,
  args: { open: true, schedule: null, assets: ASSETS, allowAllAssets: true, timeZone: 'Asia/Kuala_Lumpur', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ReportScheduleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No name, no recipient, no file: the messages beside the fields, nothing sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('schedule-format-pdf'));
    await userEvent.clear(screen.getByTestId('schedule-time'));
    await userEvent.type(screen.getByTestId('schedule-time'), '25:00');
    await userEvent.click(screen.getByTestId('schedule-save'));
    for (const text of [REPORT_SCHEDULE_TEXTS.nameRequired, REPORT_SCHEDULE_TEXTS.recipientsRequired, REPORT_SCHEDULE_TEXTS.formatsRequired, REPORT_SCHEDULE_TEXTS.timeInvalid]) {
      await expect(await screen.findByText(text)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The defaults make a weekly Summary of last week, Monday 07:00 company time, as a PDF, for every asset. */
export const WeeklySummary: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('schedule-name'), 'Weekly fleet summary');
    await userEvent.type(screen.getByTestId('schedule-recipients'), 'boss@example.com, ops@example.com');
    await expect(screen.getByTestId('schedule-when')).toHaveTextContent('Asia/Kuala_Lumpur');
    await userEvent.click(screen.getByTestId('schedule-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weekly fleet summary',
      reportType: 'summary',
      assetIds: [],
      period: 'last-week',
      frequency: 'weekly',
      weekday: 1,
      monthDay: 1,
      minuteOfDay: 420,
      formats: ['pdf'],
      recipients: ['boss@example.com', 'ops@example.com'],
      enabled: true,
    });
  },
};

/** Monthly, as Excel: the day of the month shows instead of the weekday; a Client must name the assets. */
export const MonthlyExcelForAClient: Story = {
  args: { allowAllAssets: false },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('schedule-name'), 'Fuel month');
    await userEvent.selectOptions(screen.getByTestId('schedule-type'), 'fuel');
    await userEvent.selectOptions(screen.getByTestId('schedule-period'), 'last-month');
    await userEvent.selectOptions(screen.getByTestId('schedule-frequency'), 'monthly');
    await expect(screen.queryByTestId('schedule-weekday')).toBeNull();
    await userEvent.clear(screen.getByTestId('schedule-month-day'));
    await userEvent.type(screen.getByTestId('schedule-month-day'), '2');
    await userEvent.click(screen.getByTestId('schedule-format-pdf'));
    await userEvent.click(screen.getByTestId('schedule-format-xlsx'));
    await userEvent.type(screen.getByTestId('schedule-recipients'), 'fuel@example.com');
    await userEvent.click(screen.getByTestId('schedule-save'));
    await expect(await screen.findByText(REPORT_SCHEDULE_TEXTS.clientScope)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** From the Reports screen's "Schedule this report": the report and its assets are chosen, the name is the report's. */
export const FromTheReportsScreen: Story = {
  args: { preset: { reportType: 'mileage', assetIds: [1] } },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('schedule-type')).toHaveValue('mileage');
    await expect(screen.getByTestId('schedule-name')).toHaveValue('Mileage');
    await userEvent.type(screen.getByTestId('schedule-recipients'), 'ops@example.com');
    await userEvent.click(screen.getByTestId('schedule-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mileage', reportType: 'mileage', assetIds: [1], recipients: ['ops@example.com'] }));
  },
};
