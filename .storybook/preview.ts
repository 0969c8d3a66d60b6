import type { Preview } from '@storybook/react-vite';
import '../libs/ui/src/tokens.css';
import { withMapWorker } from './map-worker';

/** Every story renders on the light theme with the ui tokens. */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
  decorators: [withMapWorker],
};

export default preview;
