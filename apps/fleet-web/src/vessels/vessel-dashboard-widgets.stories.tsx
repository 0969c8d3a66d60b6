import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { VESSEL_TEXTS as T, type VesselState } from '@fleet/domain';
import { FishingList, PortCallsList, TripsPerVesselTable, VesselTripsTable } from './vessel-activity';
import { ACTIVITY, VESSELS } from './vessel-fixtures';
import { countByVesselState } from './vessel-format';
import { VesselTable } from './vessel-table';
import { VesselStateTiles } from './vessel-tiles';
import './vessels.css';

const TZ = 'Asia/Kuala_Lumpur';

/** The tiles filter the register table, as the dashboard wires them. */
function Register({ onEdit }: { onEdit?: (id: number) => void }) {
  const [state, setState] = useState<VesselState | null>(null);
  return (
    <div>
      <VesselStateTiles counts={countByVesselState(VESSELS)} active={state} onToggle={setState} />
      <VesselTable vessels={state ? VESSELS.filter((v) => v.state === state) : VESSELS} timeZone={TZ} onEdit={onEdit ? (v) => onEdit(v.assetId) : undefined} />
    </div>
  );
}

const meta = {
  title: 'Vessels/Dashboard widgets',
  component: Register,
  args: { onEdit: fn() },
} satisfies Meta<typeof Register>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At sea, in port and silent counts; a tile filters the register; the register shows states and times in the company's zone. */
export const RegisterWithStates: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('vessel-state-at-sea')).toHaveTextContent('2');
    await expect(c.getByTestId('vessel-state-in-port')).toHaveTextContent('1');
    await expect(c.getByTestId('vessel-state-silent')).toHaveTextContent('1');
    await expect(c.getByTestId('vessel-state-no-report')).toHaveTextContent('0');
    await expect(c.getAllByTestId('vessel-name')).toHaveLength(4);
    await expect(c.getByText('In port · Malé Fishing Harbour')).toBeInTheDocument();
    // 23/11 00:00 UTC less 12 min is 07:48 in Kuala Lumpur.
    await expect(c.getByText('23/11 07:48')).toBeInTheDocument();
    await userEvent.click(c.getByTestId('vessel-state-silent'));
    await expect(c.getAllByTestId('vessel-name').map((e) => e.textContent)).toEqual(['Masdhoni Kanduvaali']);
    await userEvent.click(c.getByTestId('vessel-state-silent'));
    await userEvent.click(c.getByTestId('vessel-edit-4'));
    await expect(args.onEdit).toHaveBeenCalledWith(4);
  },
};

/** A Client's register: no Edit buttons. */
export const ReadOnly: Story = {
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('vessel-edit-1')).toBeNull();
  },
};

/** The period's port calls, fishing activity, trips (one still at sea) and trips per vessel; empty lists say so. */
export const Activity: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PortCallsList calls={ACTIVITY.portCalls} timeZone={TZ} />
      <FishingList events={ACTIVITY.fishing} timeZone={TZ} />
      <VesselTripsTable trips={ACTIVITY.trips} timeZone={TZ} />
      <TripsPerVesselTable rows={ACTIVITY.perVessel} />
      <FishingList events={[]} timeZone={TZ} />
    </div>
  ),
  play: async () => {
    const calls = await screen.findByTestId('vessel-port-calls');
    await expect(within(calls).getAllByTestId('port-call-kind').map((e) => e.textContent)).toEqual(['Departed', 'Arrived']);
    await expect(calls).toHaveTextContent('23/11/2026 | 04:00:00');
    await expect(screen.getByTestId('vessel-fishing')).toHaveTextContent('Vaadhoo Kandu fishing ground');
    await expect(screen.getByTestId('vessel-trips')).toHaveTextContent('At sea');
    await expect(screen.getByTestId('vessel-trips-per-vessel')).toHaveTextContent('0.4 days');
    await expect(screen.getByText(T.noFishing)).toBeInTheDocument();
  },
};
