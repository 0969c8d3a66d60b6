import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { RotateTiresDialog } from './tire-rotate-dialog';
import { STORY_FITTED, STORY_NOW, STORY_TRUCK, STORY_ZONE } from './tire-story-data';

const meta = {
  title: 'Maintenance/RotateTiresDialog',
  component: RotateTiresDialog,
  args: { open: true, asset: STORY_TRUCK, fitted: STORY_FITTED, timeZone: STORY_ZONE, now: STORY_NOW, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RotateTiresDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front tires swapped and a drive tire moved to an empty position: only the tires that move are sent. */
export const SwapsFrontTires: Story = {
  play: async ({ args }) => {
    await expect(await screen.findAllByTestId('tire-rotate-row')).toHaveLength(4);
    await expect(screen.getByTestId('tire-rotate-target-MX-1001')).toHaveValue('1L');
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1001'), '1R');
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1002'), '1L');
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1003'), '3LO');
    await expect(screen.getByTestId('tire-rotate-summary')).toHaveTextContent('3 tires move: 1L → 1R, 1R → 1L, 2LO → 3LO.');
    await userEvent.type(screen.getByTestId('tire-rotate-labour'), '40');
    await userEvent.type(screen.getByTestId('tire-rotate-note'), 'Even wear');
    await userEvent.click(screen.getByTestId('tire-rotate-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      time: STORY_NOW,
      odometerKm: 52140,
      labourCost: 40,
      note: 'Even wear',
      moves: [
        { tireId: 11, to: '1R' },
        { tireId: 12, to: '1L' },
        { tireId: 13, to: '3LO' },
      ],
    });
  },
};

/** Checked before it is sent: nothing moved, then a target that keeps its tire, then two tires to one position. */
export const ValidatesBeforeSending: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('tire-rotate-save'));
    await expect(await screen.findByTestId('tire-rotate-error')).toHaveTextContent(T.rotationEmpty);
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1001'), '1R');
    await expect(screen.queryByTestId('tire-rotate-error')).toBeNull();
    await userEvent.click(screen.getByTestId('tire-rotate-save'));
    await expect(await screen.findByTestId('tire-rotate-error')).toHaveTextContent(T.positionTaken('Axle 1 right', 'MX-1002'));
    await expect(screen.getByTestId('tire-rotate-target-MX-1001')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1001'), '3RO');
    await userEvent.selectOptions(screen.getByTestId('tire-rotate-target-MX-1002'), '3RO');
    await userEvent.click(screen.getByTestId('tire-rotate-save'));
    await expect(await screen.findByTestId('tire-rotate-error')).toHaveTextContent(T.rotationTargetsTwice);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal (the tires moved meanwhile) at the form's foot. */
export const ServerRefusal: Story = {
  args: { serverErrors: { form: T.tireNotFitted('MX-1003') } },
  play: async () => {
    await expect(await screen.findByTestId('tire-rotate-form-error')).toHaveTextContent(T.tireNotFitted('MX-1003'));
  },
};
