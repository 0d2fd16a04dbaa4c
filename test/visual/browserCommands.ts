// Server-side browser commands of the `visual` test project (vite.config.ts). They run in Node, beside Playwright,
// and reach the page the tests run in: media emulation (forced colours, reduced motion) is a property of the page,
// which a test inside its iframe cannot set itself.
import type { BrowserCommand } from 'vitest/node';
// Its module augmentation gives the command context Playwright's `page`.
import type {} from '@vitest/browser-playwright';

/** The media features a visual test may set; `null` returns a feature to the browser's own value. */
export interface EmulatedMedia {
  /** Windows High Contrast and the like: the system palette replaces the page's colours. */
  forcedColors?: 'active' | 'none' | null;
  /** Screenshots are taken with motion off, so no animation is caught mid-frame. */
  reducedMotion?: 'reduce' | 'no-preference' | null;
  /** The OS colour scheme (the plans follow `data-theme` first; this keeps native parts in step). */
  colorScheme?: 'light' | 'dark' | 'no-preference' | null;
}

/** `commands.emulateMedia({...})` in a visual test: Playwright's `page.emulateMedia` on the test page. */
export const emulateMedia: BrowserCommand<[EmulatedMedia]> = async (context, media) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateMedia needs the Playwright provider');
  await context.page.emulateMedia(media);
};
