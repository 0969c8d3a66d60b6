import { MAINTENANCE_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { FIXTURE_PROGRAMS } from './schedule-fixtures';
import { ServiceProgramDialog } from './service-program-dialog';
import { FIXTURE_ASSETS } from './work-order-fixtures';
import './maintenance.css';

const meta = {
  title: 'Maintenance/ServiceProgramDialog',
  component: ServiceProgramDialog,
  args: { open: true, program: null, assets: FIXTURE_ASSETS, groups: [{ id: 7, name: 'Haulage' }], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ServiceProgramDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No name, a task without a name or an interval: the messages beside the fields; then a program of two tasks. */
export const NewProgram: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('New service program')).toBeVisible();
    await expect(screen.queryByTestId('program-task-remove')).toBeNull();
    await userEvent.clear(screen.getByTestId('program-task-months'));
    await userEvent.click(screen.getByTestId('program-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.programNameRequired)).toBeVisible();
    await expect(screen.getByText(MAINTENANCE_TEXTS.taskNameRequired)).toBeVisible();
    await expect(screen.getByText(MAINTENANCE_TEXTS.taskIntervalRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('program-name-input'), 'Vans B-service');
    await userEvent.type(screen.getByTestId('program-task-name'), 'Engine oil and filter');
    await userEvent.type(screen.getByTestId('program-task-km'), '10000');
    await userEvent.type(screen.getByTestId('program-task-months'), '6');
    await userEvent.click(screen.getByTestId('program-task-add'));
    await expect(screen.getAllByTestId('program-task-row')).toHaveLength(2);
    await userEvent.type(screen.getAllByTestId('program-task-name')[1]!, 'Brake inspection');
    await userEvent.click(screen.getByTestId('program-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Vans B-service',
      description: '',
      tasks: [
        { name: 'Engine oil and filter', everyMonths: 6, everyKm: 10_000, everyHours: null, noticeDays: 14, noticeKm: 500, noticeHours: 25 },
        { name: 'Brake inspection', everyMonths: 6, everyKm: null, everyHours: null, noticeDays: 14, noticeKm: 500, noticeHours: 25 },
      ],
      assetIds: [],
      groupIds: [],
      notifyWeb: true,
      emails: [],
    });
  },
};

/** Editing keeps the tasks' ids (their schedules stay); a removed task is told to go with its schedules. */
export const EditsProgram: Story = {
  args: { program: FIXTURE_PROGRAMS[0]! },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('program-name-input')).toHaveValue('Heavy truck A-service');
    await expect(screen.getAllByTestId('program-task-row')).toHaveLength(2);
    await expect(screen.getByTestId('program-assets')).toHaveTextContent('Hino 500 WPX 1234');
    await expect(screen.getByTestId('program-groups')).toHaveTextContent('Haulage');
    await userEvent.click(screen.getAllByTestId('program-task-remove')[1]!);
    await expect(screen.getByTestId('program-task-removed-hint')).toBeVisible();
    await userEvent.clear(screen.getByTestId('program-task-km'));
    await userEvent.type(screen.getByTestId('program-task-km'), '15000');
    await userEvent.click(screen.getByTestId('program-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        tasks: [{ id: 11, name: 'Engine oil and filter', everyMonths: 6, everyKm: 15_000, everyHours: null, noticeDays: 14, noticeKm: 500, noticeHours: 25 }],
        assetIds: [1],
        groupIds: [7],
        emails: ['workshop@demo.fleet'],
      }),
    );
  },
};

/** A name in use: the server's message beside the name. */
export const NameTaken: Story = {
  args: { program: FIXTURE_PROGRAMS[1]!, serverErrors: { name: MAINTENANCE_TEXTS.programNameTaken } },
  play: async () => {
    await expect(await screen.findByText(MAINTENANCE_TEXTS.programNameTaken)).toBeVisible();
  },
};
