import { WEB_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegionErrorBoundary, type RegionErrorBoundaryProps } from './region-error-boundary';

function Broken(): never {
  throw new Error('Map data could not be read');
}

/** The boundary as a function component, for Storybook's typing of class components. */
function Boundary(props: RegionErrorBoundaryProps) {
  return <RegionErrorBoundary {...props} />;
}

const meta = {
  title: 'UI/RegionErrorBoundary',
  component: Boundary,
  args: { region: 'main', children: <Broken /> },
} satisfies Meta<typeof Boundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CaughtFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(WEB_TEXTS.regionErrorTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Map data could not be read');
  },
};
export const Healthy: Story = { args: { children: <p>Region content</p> } };
