import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    // axe violations fail the story tests, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
