import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PtoAnalysisView } from './pto-analysis-view';
import { PTO_ANALYSIS_FIXTURE, rectangleRing } from './pto.fixtures';

/**
 * The map part needs WebGL (MapLibre) and initialises after 2 s; the play functions check the non-map parts (the
 * stories run in chromium, vitest.storybook.config.ts).
 */
const meta = {
  title: 'Report Modals/PtoAnalysisView',
  component: PtoAnalysisView,
  args: { analysis: PTO_ANALYSIS_FIXTURE },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <PtoAnalysisView {...args} />
    </div>
  ),
} satisfies Meta<typeof PtoAnalysisView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tractor's day in m²; layers off, the map placeholder until the map initialises, 100 % complete. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pto-field-asset')).toHaveTextContent('Tractor John Deere 6110 - SD 3310 B');
    await expect(canvas.getByTestId('pto-field-onCount')).toHaveTextContent('12 times');
    await expect(canvas.getByTestId('pto-field-areaNoOverlap')).toHaveTextContent('10,000 m²');
    await expect(canvas.getByTestId('pto-completion')).toHaveTextContent('100');
    await expect(canvas.getByTestId('pto-toggle-polyline')).not.toBeChecked();
    await expect(canvas.getByTestId('pto-toggle-heatmap')).not.toBeChecked();
    await expect(canvas.getByTestId('pto-toggle-polygons')).not.toBeChecked();
  },
};

/** Hectares chosen: 10,000 m² is 1 hectares, the distance in km. */
export const Hectares: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('pto-unit'));
    await userEvent.click((await screen.findAllByTestId('pto-unit-option')).find((o) => o.textContent === 'hectares')!);
    await expect(canvas.getByTestId('pto-field-areaNoOverlap')).toHaveTextContent('1 hectares');
    await expect(canvas.getByTestId('pto-field-distance')).toHaveTextContent('4.25 km');
  },
};

/** Square kilometres chosen: 10,000 m² is 0.01 km² (it read '10 Kilometers'). */
export const SquareKilometres: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('pto-unit'));
    await userEvent.click((await screen.findAllByTestId('pto-unit-option')).find((o) => o.textContent === 'km²')!);
    await expect(canvas.getByTestId('pto-field-areaNoOverlap')).toHaveTextContent('0.01 km²');
    await expect(canvas.getByTestId('pto-field-areaOverlap')).toHaveTextContent('0.013 km²');
  },
};

/** An area of interest drawn on empty land next to the field: none of the work is inside it, 0 % (it read 44 %). */
export const AreaOfInterestWithoutWork: Story = {
  args: { initialAoi: rectangleRing(103.31, 1.86, 150, 150) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pto-completion')).toHaveTextContent('0');
    await expect(canvas.getByTestId('pto-field-completion')).toHaveTextContent('0%');
  },
};

/** An area of interest of 20,000 m² drawn: the 10,000 m² covered is 50 %. */
export const WithAreaOfInterest: Story = {
  args: { initialAoi: rectangleRing(103.3, 1.85, 100, 200) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pto-completion')).toHaveTextContent('50');
    await expect(canvas.getByTestId('pto-clear-aoi')).toBeEnabled();
    await userEvent.click(canvas.getByTestId('pto-clear-aoi'));
    await expect(canvas.getByTestId('pto-completion')).toHaveTextContent('100');
  },
};
