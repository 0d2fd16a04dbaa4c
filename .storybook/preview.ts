import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { preloadMarkdownRenderer } from '../src/components/MarkdownPlan/loadMarkdownRenderer';

// Set by the `storybook-dark` test project (vite.config.ts): the same stories, axe and play functions, in the
// dark theme. Undefined elsewhere (Storybook itself starts light; switch with the toolbar).
declare const __STORY_THEME__: string | undefined;
const initialTheme = typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'light';

/** The theme of the page: `data-theme` on <html> (theme.css reads it from any ancestor) and a page to match. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.body.style.background = theme === 'dark' ? '#0d1117' : '';
  return Story();
};

const preview: Preview = {
  parameters: {
    a11y: {
      // axe violations fail the story tests, not just show in the panel.
      test: 'error',
      // WCAG 2.2 AA, as the audit (issue 19) measured: these tags only, so best-practice rules neither hide nor
      // add to it. Passed to axe.run as its options.
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme of the plans (data-theme on the page)',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: initialTheme },
  decorators: [withTheme],
  tags: ['autodocs'],
  // Markdown stories (and their tests) render their documents at once, as in a host that preloads the renderer.
  loaders: [() => preloadMarkdownRenderer().then(() => ({}))],
};

export default preview;
