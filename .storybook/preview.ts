import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { preloadMarkdownRenderer } from '../src/components/MarkdownPlan/loadMarkdownRenderer';

const preview: Preview = {
  parameters: {
    // axe violations fail the story tests, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
  // Markdown stories (and their tests) render their documents at once, as in a host that preloads the renderer.
  loaders: [() => preloadMarkdownRenderer().then(() => ({}))],
};

export default preview;
