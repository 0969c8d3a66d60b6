import { DEVICE_COMMAND_TEXTS as T, type DeviceCommand } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DeviceCommandsDialog } from './device-commands-dialog';

const NOW = Date.UTC(2026, 10, 28, 6, 0);
const MIN = 60_000;
const history: DeviceCommand[] = [
  { id: 3, kind: 'getinfo', label: 'Get device info', text: 'getinfo', state: 'sent', answer: null, createdAt: NOW, sentAt: NOW, answeredAt: null, createdBy: 'Demo Administrator' },
  { id: 2, kind: 'immobiliser-off', label: 'Immobiliser off', text: 'setdigout 0', state: 'answered', answer: 'DOUT1:0 DOUT2:0', createdAt: NOW - 5 * MIN, sentAt: NOW - 5 * MIN, answeredAt: NOW - 5 * MIN + 900, createdBy: 'Demo Administrator' },
  { id: 1, kind: 'immobiliser-on', label: 'Immobiliser on', text: 'setdigout 1', state: 'unanswered', answer: null, createdAt: NOW - 60 * MIN, sentAt: NOW - 60 * MIN, answeredAt: null, createdBy: 'Demo User' },
];

const meta = {
  title: 'Commands/DeviceCommandsDialog',
  component: DeviceCommandsDialog,
  args: {
    open: true,
    assetName: 'WXY 1234 Hino',
    timeZone: 'Asia/Kuala_Lumpur',
    movingSpeed: null,
    available: ['immobiliser-on', 'immobiliser-off', 'getgps', 'getinfo'],
    commands: history,
    onSend: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeviceCommandsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A truck's Teltonika: the immobiliser asks first, naming the vehicle; the history shows each state and answer. */
export const Vehicle: Story = {
  play: async ({ args }) => {
    const items = await screen.findAllByTestId('device-command');
    await expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['sent', 'answered', 'unanswered']);
    await expect(within(items[1]!).getByTestId('device-command-answer')).toHaveTextContent('DOUT1:0 DOUT2:0');
    await expect(items[1]).toHaveTextContent('28/11/2026 | 13:55:00');
    await userEvent.click(screen.getByTestId('device-command-immobiliser-on'));
    await expect(screen.getByTestId('device-command-confirm')).toHaveTextContent(T.confirmImmobiliserOn('WXY 1234 Hino'));
    await expect(screen.queryByTestId('device-command-moving')).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('device-command-confirm-send'));
    await expect(args.onSend).toHaveBeenCalledWith({ kind: 'immobiliser-on' });
  },
};

/** Cutting the engine of a moving vehicle warns with its speed; cancelling sends nothing. */
export const Moving: Story = {
  args: { movingSpeed: '62 km/h' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('device-command-immobiliser-on'));
    await expect(screen.getByTestId('device-command-moving')).toHaveTextContent(T.movingWarning('62 km/h'));
    await userEvent.click(screen.getByTestId('device-command-cancel'));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(screen.getByTestId('device-command-buttons')).toBeVisible();
    await userEvent.click(screen.getByTestId('device-commands-close'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A watch: locate and find at once, the call-back number checked before it goes. */
export const Watch: Story = {
  args: { assetName: 'Watch - Aisyah', available: ['locate', 'monitor', 'sos-numbers', 'find'], commands: [] },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('device-commands-none')).toHaveTextContent(T.none);
    await userEvent.click(screen.getByTestId('device-command-locate'));
    await expect(args.onSend).toHaveBeenCalledWith({ kind: 'locate' });
    await userEvent.type(within(screen.getByTestId('device-commands-dialog')).getByLabelText(T.monitorPhone), 'call me');
    await userEvent.click(screen.getByTestId('device-command-monitor'));
    await expect(screen.getByTestId('device-command-error')).toHaveTextContent(T.phoneInvalid);
    await userEvent.clear(screen.getByLabelText(T.monitorPhone));
    await userEvent.type(screen.getByLabelText(T.monitorPhone), '+60123456789');
    await userEvent.click(screen.getByTestId('device-command-monitor'));
    await expect(args.onSend).toHaveBeenLastCalledWith({ kind: 'monitor', phone: '+60123456789' });
    await expect(screen.queryByTestId('device-command-immobiliser-on')).toBeNull();
  },
};
