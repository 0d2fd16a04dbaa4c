#!/usr/bin/env node
// @ts-check
// `npm run bench:block-layers` (issue 20): does the frame that shows one more markdown block cost the same whatever
// the document already shown? A static page with the theme (bench/dist's stylesheet, so run a bench build first) and
// N blocks of 45 task items (the markup <MarkdownPlan> renders for the 1 MB task list: icon, visually hidden status
// words, text with bold and code), then one block appended per frame, timed from the append until a task after the
// next frame (style, layout, pre-paint, paint and hit testing included). Variants run interleaved, one page each,
// so the machine's load falls on all of them alike:
//   theme                 the stylesheet as shipped (every block a positioned stacking context)
//   without block layers  the same with that rule undone (the code before issue 20's layout pass)
//   content-visibility    blocks skipped out of view (for comparison only: blank in full-page screenshots)
//
//   node bench/blockLayers.mjs [--blocks 10,300] [--samples 12]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({ options: { blocks: { type: 'string', default: '10,300' }, samples: { type: 'string', default: '12' } } });
const assets = path.join(benchDir, 'dist', 'assets');
const cssFile = fs.existsSync(assets) ? fs.readdirSync(assets).find((file) => file.endsWith('.css')) : undefined;
if (!cssFile) throw new Error('No bench/dist stylesheet: run `npm run bench:main-thread -- --rounds 0` first (it builds the page).');
const css = fs.readFileSync(path.join(assets, cssFile), 'utf8');

const VARIANTS = {
  theme: '',
  'without block layers': "[data-slot='markdown-block'],[data-slot='markdown-footnotes']{position:static;isolation:auto}",
  'content-visibility': "[data-slot='markdown-block']{content-visibility:auto;contain-intrinsic-block-size:auto 1000px}",
};

const HIDDEN = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;';
const ICON = '<svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="1.5" aria-hidden="true" data-slot="plan-entry-icon"><circle cx="8" cy="8" r="6.25"></circle></svg>';
let items = '';
for (let i = 0; i < 45; i++) {
  const status = i % 3 === 0 ? 'completed' : 'pending';
  items +=
    `<li class="task-list-item" data-slot="task-item" data-status="${status}"${status === 'completed' ? ' data-checked=""' : ''}>` +
    `<span data-slot="task-status" data-status="${status}">${ICON}<span data-slot="visually-hidden" style="${HIDDEN}">${status}: </span></span>` +
    `<span data-slot="task-text">Task ${i} with <strong>some</strong> text and <code>code</code></span></li>\n`;
}
const BLOCK = `<div data-slot="markdown-block"><ul class="contains-task-list" data-slot="task-list">\n${items}</ul></div>`;

const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_ARGS] });
try {
  process.stdout.write(`Chromium ${browser.version()}, load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}\n`);
  for (const blocks of options.blocks.split(',').map(Number)) {
    /** @type {Record<string, import('playwright-core').Page>} */
    const pages = {};
    for (const [name, extra] of Object.entries(VARIANTS)) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      // The pointer over the page, as a user's is: Chromium hit-tests after layout to update hover.
      await page.mouse.move(640, 360);
      await page.setContent(
        `<!doctype html><style>${css}\n${extra}</style><div style="inline-size:400px;block-size:600px;overflow:auto"><section data-slot="markdown-plan" data-motion="reduced"><div data-slot="markdown-plan-body" data-part="content"><div data-slot="markdown-plan-document" id="document"></div></div></section></div>`,
      );
      await page.evaluate(({ html, count }) => {
        const page = /** @type {any} */ (globalThis);
        const template = page.document.createElement('template');
        template.innerHTML = html;
        page.block = () => template.content.firstElementChild.cloneNode(true);
        const documentElement = page.document.getElementById('document');
        for (let i = 0; i < count; i++) documentElement.appendChild(page.block());
      }, { html: BLOCK, count: blocks });
      pages[name] = page;
    }
    /** @type {Record<string, number[]>} */
    const samples = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
    for (let sample = 0; sample < Number(options.samples); sample++) {
      for (const name of Object.keys(VARIANTS)) {
        samples[name]?.push(
          await /** @type {import('playwright-core').Page} */ (pages[name]).evaluate(async () => {
            const page = /** @type {any} */ (globalThis);
            const afterFrame = () => new Promise((resolve) => page.requestAnimationFrame(() => setTimeout(resolve, 0)));
            await afterFrame();
            const started = performance.now();
            page.document.getElementById('document').appendChild(page.block());
            await afterFrame();
            return performance.now() - started;
          }),
        );
      }
    }
    for (const [name, times] of Object.entries(samples)) {
      times.sort((a, b) => a - b);
      process.stdout.write(
        `${String(blocks).padStart(5)} blocks shown, ${name.padEnd(21)} one block appended -> next frame done: min ${times[0]?.toFixed(1)} ms, median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms\n`,
      );
    }
    for (const page of Object.values(pages)) await page.close();
  }
} finally {
  await browser.close();
}
