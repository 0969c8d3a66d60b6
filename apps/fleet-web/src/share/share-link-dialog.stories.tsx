import { SHARE_LINK_TEXTS as T, type ShareLink } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ShareLinkDialog } from './share-link-dialog';

const NOW = Date.UTC(2026, 10, 24, 6, 0);
const HOUR = 3_600_000;
const links: ShareLink[] = [
  { id: 3, assetId: 7, tripId: null, state: 'active', expiresAt: NOW + 8 * HOUR, revokedAt: null, createdAt: NOW, createdBy: 'Demo User', destination: { lat: 3.06638, lng: 101.481037, label: 'Customer - Mydin Wholesale Seksyen 7' } },
  { id: 2, assetId: 7, tripId: null, state: 'revoked', expiresAt: NOW + HOUR, revokedAt: NOW - HOUR, createdAt: NOW - 2 * HOUR, createdBy: 'Demo Administrator', destination: null },
  { id: 1, assetId: 7, tripId: 4, state: 'expired', expiresAt: NOW - 24 * HOUR, revokedAt: null, createdAt: NOW - 48 * HOUR, createdBy: 'Demo User', destination: null },
];

const meta = {
  title: 'Share/ShareLinkDialog',
  component: ShareLinkDialog,
  args: {
    open: true,
    assetName: 'WXY 1234 Hino',
    timeZone: 'Asia/Kuala_Lumpur',
    pois: [
      { id: 11, name: 'Depot Shah Alam Seksyen 7' },
      { id: 12, name: 'Customer - Mydin Wholesale Seksyen 7' },
    ],
    links,
    createdUrl: null,
    onCreate: fn(),
    onRevoke: fn(),
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From an asset: the expiry (1 hour by default, 15 minutes to 7 days) and a POI as the destination. */
export const FromAsset: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText(T.dialogTitle('WXY 1234 Hino'))).toBeVisible();
    const expiry = screen.getByTestId('share-link-expiry');
    await expect([...(expiry as HTMLSelectElement).options].map((o) => o.text)).toEqual(['15 minutes', '1 hour', '8 hours', '24 hours', '7 days']);
    await expect(expiry).toHaveValue('3600');
    await userEvent.selectOptions(expiry, '86400');
    await userEvent.selectOptions(screen.getByTestId('share-link-destination'), 'poi:12');
    await userEvent.click(screen.getByTestId('share-link-create'));
    await expect(args.onCreate).toHaveBeenCalledWith({ expiresInS: 86_400, destination: { kind: 'poi', poiId: 12 } });
  },
};

/** The asset's links with their states in the company's zone; only the active one can be revoked. */
export const Links: Story = {
  play: async ({ args }) => {
    const items = await screen.findAllByTestId('share-link-item');
    await expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['active', 'revoked', 'expired']);
    await expect(items[0]).toHaveTextContent(`${T.validUntil} 24/11/2026 | 22:00:00`);
    await expect(items[0]).toHaveTextContent('Customer - Mydin Wholesale Seksyen 7');
    await expect(within(items[1]!).queryByTestId('share-link-revoke')).toBeNull();
    await userEvent.click(within(items[0]!).getByTestId('share-link-revoke'));
    await expect(args.onRevoke).toHaveBeenCalledWith(3);
  },
};

/** The link just made, shown once with its copy button. */
export const Created: Story = {
  args: { createdUrl: 'https://fleet.example.com/live-location/q7Xo1dW3n9vZp0aKc8bTf2gHj4kLm6NrS5tUv0wYx1z' },
  play: async ({ args }) => {
    await expect(await screen.findByText(T.created)).toBeVisible();
    await expect(screen.getByLabelText(T.linkLabel)).toHaveValue(args.createdUrl);
    await expect(screen.getByTestId('share-link-url')).toHaveValue(args.createdUrl);
    await userEvent.click(screen.getByTestId('share-link-copy'));
    await expect(args.onCopy).toHaveBeenCalledWith(args.createdUrl);
  },
};

/** From a trip: the vehicle heads for its last stop by default, or its next one. */
export const FromTrip: Story = {
  args: { tripStops: { next: 'Depot Shah Alam Seksyen 7', last: 'Customer - Kayangan Cold Store' }, links: [] },
  play: async ({ args }) => {
    const destination = await screen.findByTestId('share-link-destination');
    await expect(destination).toHaveValue('stop:last');
    await expect(screen.getByText(T.destinationLastStop('Customer - Kayangan Cold Store'))).toBeInTheDocument();
    await expect(screen.getByTestId('share-links-empty')).toHaveTextContent(T.noLinks);
    await userEvent.selectOptions(destination, 'stop:next');
    await userEvent.click(screen.getByTestId('share-link-create'));
    await expect(args.onCreate).toHaveBeenCalledWith({ expiresInS: 3_600, destination: { kind: 'stop', stop: 'next' } });
  },
};

/** The server's refusal, verbatim. */
export const Refused: Story = {
  args: { error: T.expiryInvalid },
  play: async () => {
    await expect(await screen.findByTestId('share-link-error')).toHaveTextContent(T.expiryInvalid);
  },
};
