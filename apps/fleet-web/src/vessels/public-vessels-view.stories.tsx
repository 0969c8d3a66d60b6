import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { VESSEL_TEXTS as T } from '@fleet/domain';
import { PublicVesselsView } from './public-vessels-view';
import { PUBLIC_VESSELS } from './vessel-fixtures';
import './vessels.css';

const meta = {
  title: 'Vessels/PublicVesselsView',
  component: PublicVesselsView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 900 }}>{Story()}</div>],
  args: { state: { kind: 'shown', data: { company: 'Demo Fleet', timeZone: 'Asia/Kuala_Lumpur', delayMin: 60, vessels: PUBLIC_VESSELS } } },
} satisfies Meta<typeof PublicVesselsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The published vessels with their delayed positions (times in the company's zone) on the map and in the table. */
export const Published: Story = {
  play: async () => {
    await expect(await screen.findByTestId('vms-public-delay')).toHaveTextContent(T.publicSubtitle(60));
    await expect(screen.getAllByTestId('public-vessel-name').map((e) => e.textContent)).toEqual(['Masdhoni Raiymandhoo', 'Dhoni Fehi Hiyala', 'Dhoni Dhon Bahaaru']);
    // 23/11 00:00 UTC less 65 min is 06:55 in Kuala Lumpur.
    await expect(screen.getByTestId('public-vessels')).toHaveTextContent('23/11/2026 | 06:55:00');
    await expect(screen.getByTestId('public-vessels')).toHaveTextContent('Pole and line');
    await waitFor(() => expect(window.__fleetMap?.map.loaded()).toBe(true), { timeout: 30_000 });
  },
};

/** An unknown public id says so, and nothing else. */
export const Unknown: Story = {
  args: { state: { kind: 'unknown' } },
  play: async () => {
    await expect(await screen.findByTestId('vms-public-message')).toHaveTextContent(T.publicUnknown);
    await expect(screen.queryByTestId('vms-public-map')).toBeNull();
  },
};
