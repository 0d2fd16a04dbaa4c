// Visual regression: every story of visualStories.ts in every variant (light, dark, 320 px, right-to-left, forced
// colours), photographed in Chromium and compared with its baseline in test/visual/baselines/. A change that
// moves pixels fails here until its baselines are rewritten on purpose: `npm run test:visual -- --update`.
//
// What makes the pictures the same on every run and machine: one font, named exactly (DejaVu, which Debian's
// chromium brings through fontconfig; loaded with local(), so a missing font fails loudly instead of falling back),
// reduced motion, a fixed viewport, times in UTC (vite.config.ts), and stories whose data carries no clock or
// random ids.
import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import type { EmulatedMedia } from './browserCommands';
import { VARIANTS, VISUAL_STORIES } from './visualStories';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}

/**
 * The faces the pictures are drawn with, by their exact installed names (local() never substitutes). All four are
 * in Debian's fonts-dejavu-core; italics are synthesised from the upright face, the same on every machine.
 */
const FONT_FACES: readonly [family: string, local: string, descriptors?: FontFaceDescriptors][] = [
  ['Visual Sans', 'DejaVu Sans'],
  ['Visual Sans', 'DejaVu Sans Bold', { weight: '600 700' }],
  ['Visual Mono', 'DejaVu Sans Mono'],
  ['Visual Mono', 'DejaVu Sans Mono Bold', { weight: '600 700' }],
];

const VIEWPORT_HEIGHT = 900;

beforeAll(async () => {
  for (const [family, local, descriptors] of FONT_FACES) {
    const face = new FontFace(family, `local('${local}')`, descriptors);
    try {
      await face.load();
    } catch {
      throw new Error(`The visual tests draw text in "${local}", which is not installed: apt-get install fonts-dejavu-core`);
    }
    document.fonts.add(face);
  }
  // The theme's font tokens fall back to the VS Code variables first: set them as a host would, on the root.
  const root = document.documentElement.style;
  root.setProperty('--vscode-font-family', "'Visual Sans'");
  root.setProperty('--vscode-editor-font-family', "'Visual Mono'");
  root.fontFamily = "'Visual Sans'";
  document.body.style.margin = '0';
});

describe.each(VARIANTS)('$name', (variant) => {
  const theme = variant.theme ?? 'light';

  beforeEach(async () => {
    await page.viewport(variant.width ?? 640, VIEWPORT_HEIGHT);
    document.documentElement.dir = variant.dir ?? 'ltr';
    await commands.emulateMedia({ forcedColors: variant.forcedColors ? 'active' : 'none', reducedMotion: 'reduce', colorScheme: theme });
  });

  test.each(VISUAL_STORIES)('$name', async (entry) => {
    const Story = composeStory(entry.module[entry.story] as StoryObj, entry.module.default as Meta, {
      ...preview,
      initialGlobals: { theme },
    });
    await Story.load();
    render(
      <div data-testid="visual-frame" style={{ padding: 16 }}>
        <Story {...entry.args} />
      </div>,
    );
    await entry.ready?.();
    // The preview's theme decorator ran with this variant's theme.
    expect(document.documentElement.dataset.theme).toBe(theme);
    await expect.element(page.getByTestId('visual-frame')).toMatchScreenshot(`${entry.name}--${variant.name}`);
  });
});
