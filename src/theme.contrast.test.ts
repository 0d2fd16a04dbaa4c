// WCAG 2.2 contrast of the default theme's tokens (theme.css), for every text / background pair the components
// use, in both themes and in every state: a row's status flash at its peak (the flash is an underlay, so text
// sits on flash-over-row) included. Parsed from the stylesheet itself, so a new token value is checked as written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');

type Rgba = readonly [number, number, number, number];

/** The declarations of the first rule whose selector text contains `selector` (no nesting, as theme.css has). */
function declarations(selector: string, from = css): Map<string, string> {
  const start = from.indexOf(selector);
  if (start === -1) throw new Error(`no rule ${selector}`);
  const open = from.indexOf('{', start);
  const body = from.slice(open + 1, from.indexOf('}', open));
  const tokens = new Map<string, string>();
  for (const match of body.matchAll(/(--acp-plan-[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.trim());
  return tokens;
}

const light = declarations(":root,\n[data-theme='light']");
const darkAttribute = new Map([...light, ...declarations("[data-theme='dark']")]);
const mediaStart = css.indexOf('@media (prefers-color-scheme: dark)');
const darkMedia = new Map([...light, ...declarations(":root:not([data-theme='light'])", css.slice(mediaStart))]);

function parseColor(text: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(text);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as unknown as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(text);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
    return [r!, g!, b!, a];
  }
  throw new Error(`not a colour: ${text}`);
}

/** A token's colour: the VS Code fallback of `var(--vscode-x, fallback)`, following `var(--acp-plan-y)` references. */
function color(tokens: Map<string, string>, name: string): Rgba {
  let value = tokens.get(`--acp-plan-${name}`);
  if (value === undefined) throw new Error(`no token ${name}`);
  for (;;) {
    // `color-mix(in srgb, <colour> P%, transparent)`: the colour at P % opacity (the flash's tint).
    const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*transparent\)$/.exec(value);
    if (mix) {
      const [r, g, b, a] = colorOf(tokens, mix[1]!);
      return [r, g, b, (a * Number(mix[2])) / 100];
    }
    const reference = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value);
    if (!reference) return parseColor(value);
    value = reference[1]!.startsWith('--acp-plan-') ? tokens.get(reference[1]!)! : reference[2]!;
  }
}

/** The colour a CSS value names: a token reference (`var(--acp-plan-x)`) or a literal colour. */
function colorOf(tokens: Map<string, string>, value: string): Rgba {
  const token = /^var\(--acp-plan-([\w-]+)\)$/.exec(value);
  return token ? color(tokens, token[1]!) : parseColor(value);
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as unknown as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Backgrounds text is drawn on, by name: tokens, and tokens composited as the components stack them. */
function backgrounds(tokens: Map<string, string>): Record<string, Rgba> {
  const bg = color(tokens, 'bg');
  const current = over(color(tokens, 'current-bg'), bg);
  return {
    bg,
    surface: over(color(tokens, 'surface'), bg),
    current,
    'flash over bg': over(color(tokens, 'flash-bg'), bg),
    'flash over current': over(color(tokens, 'flash-bg'), current),
    'code over bg': over(color(tokens, 'code-bg'), bg),
    badge: over(color(tokens, 'badge-bg'), bg),
  };
}

/** [text token, background, where]: every pair of the stylesheets (text ≥ 4.5:1). */
const TEXT_PAIRS: readonly (readonly [string, string, string])[] = [
  ['fg', 'bg', 'plan text, error message'],
  ['fg', 'surface', 'toggle hover, code blocks, retry button'],
  ['fg', 'code over bg', 'inline code'],
  ['fg', 'flash over bg', 'a row flashing'],
  ['muted-fg', 'bg', 'count, summary, completed tasks, notes'],
  ['muted-fg', 'flash over bg', 'a completed row flashing'],
  ['current-fg', 'current', 'the current row or task (links inherit it)'],
  ['current-fg', 'flash over current', 'a row flashing as it starts'],
  ['success', 'bg', '"All done"'],
  ['danger', 'bg', 'the error box title'],
  ['link-fg', 'bg', 'links'],
  ['link-fg', 'flash over bg', 'a link in a flashing row'],
  ['badge-fg', 'badge', 'priority badge'],
];

/** Non-text parts against the card (WCAG 1.4.11, ≥ 3:1). */
const GRAPHIC_PAIRS: readonly (readonly [string, string, string])[] = [
  ['accent', 'bg', 'progress fill, in-progress icon, current bar'],
  ['success', 'bg', 'completed icon, complete fill'],
  ['focus-ring', 'bg', 'focus outline'],
  ['muted-fg', 'current', 'pending icon on the current row'],
];

describe.each([
  ['light', light],
  ['dark (data-theme)', darkAttribute],
  ['dark (prefers-color-scheme)', darkMedia],
])('theme tokens, %s', (_name, tokens) => {
  const surfaces = backgrounds(tokens);
  it.each(TEXT_PAIRS)('%s on %s (%s) is at least 4.5:1', (text, background) => {
    expect(contrast(over(color(tokens, text), surfaces[background]!), surfaces[background]!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(GRAPHIC_PAIRS)('%s on %s (%s) is at least 3:1', (part, background) => {
    expect(contrast(color(tokens, part), surfaces[background]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme.css', () => {
  it('declares the same dark colours for data-theme="dark" and for prefers-color-scheme: dark', () => {
    for (const [name, value] of declarations("[data-theme='dark']")) {
      if (darkMedia.has(name)) expect([name, darkMedia.get(name)]).toEqual([name, value]);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast(parseColor('#000000'), parseColor('#ffffff'))).toBeCloseTo(21);
    expect(contrast(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
  });
});
