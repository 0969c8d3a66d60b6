import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { VESSEL_TEXTS as T } from '@fleet/domain';
import { VESSELS } from './vessel-fixtures';
import { VesselRegisterDialog } from './vessel-register-dialog';
import './vessels.css';

const meta = {
  title: 'Vessels/VesselRegisterDialog',
  component: VesselRegisterDialog,
  args: { vessel: VESSELS[0]!, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof VesselRegisterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bounded fields with the domain's messages beside them; a good register is handed on. */
export const EditRegister: Story = {
  play: async ({ args }) => {
    const mmsi = await screen.findByTestId('vessel-mmsi');
    await userEvent.clear(mmsi);
    await userEvent.type(mmsi, '12345');
    const length = screen.getByTestId('vessel-length');
    await userEvent.clear(length);
    await userEvent.type(length, '900');
    await userEvent.click(screen.getByTestId('vessel-register-save'));
    await expect(await screen.findByText(T.mmsiInvalid)).toBeInTheDocument();
    await expect(screen.getByText(T.lengthInvalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(mmsi);
    await userEvent.type(mmsi, '455301999');
    await userEvent.clear(length);
    await userEvent.type(length, '26.5');
    await userEvent.selectOptions(screen.getByTestId('vessel-gear'), 'longline');
    await userEvent.click(screen.getByTestId('vessel-published'));
    await userEvent.click(screen.getByTestId('vessel-register-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mmsi: '455301999', lengthM: 26.5, gearType: 'longline', published: false, agency: 'Malé Fisheries Cooperative' }));
  },
};
