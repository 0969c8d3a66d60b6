import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TireAxleDiagram } from './tire-axle-diagram';
import { STORY_FITTED, fittedTire } from './tire-story-data';
import { TREAD_LEVEL_STYLES } from './tire-view';

const byPosition = (tires: typeof STORY_FITTED) => new Map(tires.map((t) => [t.position!, t]));
const fillOf = (code: string) => screen.getByTestId(`tire-position-${code}`).querySelector('rect')?.getAttribute('fill');

const meta = {
  title: 'Maintenance/TireAxleDiagram',
  component: TireAxleDiagram,
  args: { layout: 'three-axle-dual', fitted: byPosition(STORY_FITTED), onPosition: fn(), onOffLayout: fn() },
} satisfies Meta<typeof TireAxleDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A prime mover: three axles (dual drive axles) and a spare; each box coloured by its tire's last tread reading. */
export const PrimeMover: Story = {
  play: async ({ args }) => {
    const diagram = await screen.findByTestId('tire-diagram');
    const codes = [...diagram.querySelectorAll('[data-testid^="tire-position-"][role="button"]')].map((g) => g.getAttribute('data-testid'));
    await expect(codes).toEqual(['1L', '1R', '2LO', '2LI', '2RI', '2RO', '3LO', '3LI', '3RI', '3RO', 'S1'].map((c) => `tire-position-${c}`));
    await expect(screen.getByTestId('tire-axle-3')).toBeInTheDocument();
    await expect(screen.queryByTestId('tire-axle-4')).toBeNull();
    // Green above 6 mm, amber 3 to 6, red below 3, blue when never measured, grey when empty.
    await expect(fillOf('1L')).toBe(TREAD_LEVEL_STYLES.good.color);
    await expect(fillOf('1R')).toBe(TREAD_LEVEL_STYLES.worn.color);
    await expect(fillOf('2LO')).toBe(TREAD_LEVEL_STYLES.critical.color);
    await expect(fillOf('2LI')).toBe(TREAD_LEVEL_STYLES.unknown.color);
    await expect(fillOf('2RI')).toBe(TREAD_LEVEL_STYLES.empty.color);
    await expect(fillOf('S1')).toBe(TREAD_LEVEL_STYLES.empty.color);
    await expect(screen.getByTestId('tire-position-1L')).toHaveAttribute('data-tread', 'good');
    await expect(screen.getByTestId('tire-position-1L-serial')).toHaveTextContent('MX-1001');
    await expect(within(screen.getByTestId('tire-position-2RI')).getByText('2RI')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tire-position-2RI'));
    await expect(args.onPosition).toHaveBeenLastCalledWith(expect.objectContaining({ code: '2RI', label: 'Axle 2 right inner' }), null);
    await userEvent.click(screen.getByTestId('tire-position-1L'));
    await expect(args.onPosition).toHaveBeenLastCalledWith(expect.objectContaining({ code: '1L' }), expect.objectContaining({ serial: 'MX-1001' }));
    // The keyboard opens a position too.
    screen.getByTestId('tire-position-1R').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPosition).toHaveBeenLastCalledWith(expect.objectContaining({ code: '1R' }), expect.objectContaining({ serial: 'MX-1002' }));
    await expect(screen.getByTestId('tire-legend')).toHaveTextContent('Below 3 mm');
  },
};

/** A car with nothing fitted: two axles of single wheels and a spare, every box grey; the selected one outlined. */
export const EmptyCar: Story = {
  args: { layout: 'two-axle', fitted: new Map(), selected: '2R' },
  play: async () => {
    const diagram = await screen.findByTestId('tire-diagram');
    await expect(diagram.querySelectorAll('[role="button"]')).toHaveLength(5);
    for (const code of ['1L', '1R', '2L', '2R', 'S1']) await expect(fillOf(code)).toBe(TREAD_LEVEL_STYLES.empty.color);
    await expect(screen.getByTestId('tire-position-2R')).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.queryByTestId('tire-position-2LO')).toBeNull();
  },
};

/** The layout changed under a fitted tire: it is listed under the diagram, to be opened and removed. */
export const TireOffTheLayout: Story = {
  args: { layout: 'two-axle-dual', fitted: byPosition([fittedTire(11, 'MX-1001', '1L', 9), fittedTire(15, 'MX-1005', '3RO', 8)]) },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('tire-off-layout')).toHaveTextContent('3RO (MX-1005)');
    await userEvent.click(screen.getByTestId('tire-off-layout-MX-1005'));
    await expect(args.onOffLayout).toHaveBeenCalledWith(expect.objectContaining({ serial: 'MX-1005' }));
  },
};
