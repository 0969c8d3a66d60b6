import { MAINTENANCE_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_PROGRAMS } from './schedule-fixtures';
import { ServiceProgramList } from './service-program-list';
import { FIXTURE_ASSETS } from './work-order-fixtures';
import './maintenance.css';

const ASSET_NAMES = new Map(FIXTURE_ASSETS.map((a) => [a.assetId, a.assetName]));

const meta = {
  title: 'Maintenance/ServiceProgramList',
  component: ServiceProgramList,
  args: { programs: FIXTURE_PROGRAMS, assetNames: ASSET_NAMES, groupNames: new Map([[7, 'Haulage']]), canEdit: true, onNew: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ServiceProgramList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Administrator: each program's tasks, intervals and coverage; New, Edit and Delete. */
export const Administrator: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [truck, generator] = canvas.getAllByTestId('program-row');
    await expect(within(truck!).getAllByTestId('program-task-interval')[0]).toHaveTextContent('every 10,000 km or 6 months, whichever comes first');
    await expect(truck).toHaveTextContent('told 14 days or 500 km before');
    await expect(within(truck!).getByTestId('program-covers')).toHaveTextContent('Covers 2 assets: Hino 500 WPX 1234 · groups: Haulage');
    await expect(within(generator!).getByTestId('program-task-interval')).toHaveTextContent('every 250 engine hours or 6 months, whichever comes first');
    await userEvent.click(canvas.getByTestId('program-new'));
    await expect(args.onNew).toHaveBeenCalled();
    await userEvent.click(within(generator!).getByTestId('program-edit'));
    await expect(args.onEdit).toHaveBeenCalledWith(FIXTURE_PROGRAMS[1]);
    await userEvent.click(within(truck!).getByTestId('program-delete'));
    await expect(args.onDelete).toHaveBeenCalledWith(FIXTURE_PROGRAMS[0]);
  },
};

/** Anyone else reads the programs; no write button. */
export const ReadOnly: Story = {
  args: { canEdit: false, groupNames: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('program-new')).toBeNull();
    await expect(canvas.queryByTestId('program-edit')).toBeNull();
    await expect(canvas.queryByTestId('program-delete')).toBeNull();
    await expect(canvas.getByTestId('program-admin-hint')).toBeVisible();
    await expect(canvas.getAllByTestId('program-covers')[0]).toHaveTextContent('groups: 1');
  },
};

/** No program yet: an Administrator is told how to start. */
export const Empty: Story = {
  args: { programs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No service programs yet')).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Create one with “${MAINTENANCE_TEXTS.newProgram}”`))).toBeVisible();
  },
};
