import { DATA_PUSH_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DataPushDialog } from './data-push-dialog';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 2, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U2', type: 'car' as const, iconType: 'car-1' },
];

const meta = {
  title: 'Alerts/DataPushDialog',
  component: DataPushDialog,
  args: { open: true, target: null, assets: ASSETS, allowAllAssets: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DataPushDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No name, an MQTT URL for an HTTP target, nothing forwarded: the messages beside the fields, nothing sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('push-url'), 'mqtt://broker.example.com');
    await userEvent.click(screen.getByTestId('push-positions'));
    await userEvent.click(screen.getByTestId('push-save'));
    for (const text of [DATA_PUSH_TEXTS.nameRequired, DATA_PUSH_TEXTS.urlInvalid, DATA_PUSH_TEXTS.contentRequired]) await expect(await screen.findByText(text)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An MQTT broker and topic, positions and SOS events, for every asset. */
export const MqttPositionsAndSos: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('push-name'), 'Control room');
    await userEvent.click(screen.getByTestId('push-kind-mqtt'));
    await userEvent.type(screen.getByTestId('push-url'), 'mqtts://broker.example.com:8883');
    await userEvent.click(screen.getByTestId('push-save'));
    await expect(await screen.findByText(DATA_PUSH_TEXTS.topicRequired)).toBeVisible();
    await userEvent.type(screen.getByTestId('push-topic'), 'fleet/live');
    await userEvent.click(screen.getByTestId('push-events'));
    await userEvent.click(screen.getByTestId('push-type-sos'));
    await userEvent.click(screen.getByTestId('push-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Control room',
      kind: 'mqtt',
      url: 'mqtts://broker.example.com:8883',
      topic: 'fleet/live',
      positions: true,
      events: true,
      eventTypes: ['sos'],
      assetIds: [],
      enabled: true,
    });
  },
};
