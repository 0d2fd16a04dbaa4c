// Markdown plans are untrusted agent output. These tests would fail if raw HTML became elements, if an unsafe
// URL reached an href/src, or if a remote image loaded without the host's consent. The same hostile document
// runs in Chromium in stories/MarkdownPlan.stories.tsx (HostileMarkdown), where scripts and onerror really run.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownPlan } from './MarkdownPlan';
import { HOSTILE_MARKDOWN } from './hostileMarkdown.fixture';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

const DANGEROUS_ELEMENTS = 'script, iframe, frame, object, embed, svg:not([data-slot="plan-entry-icon"]):not([data-part="chevron"]), math, style, link, meta, base, form, input, button:not([data-part="trigger"]), textarea, select, details, video, audio, source, img';
// eslint-disable-next-line no-control-regex -- leading control characters are how a scheme gets hidden
const UNSAFE_URL = /^[\s\u0000-\u001f]*(?:javascript|vbscript|data|file):/i;

function assertInert(container: HTMLElement) {
  expect(container.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} has ${attribute.name}`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'cite', 'poster'].includes(attribute.name)) {
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(UNSAFE_URL);
      }
    }
  }
  expect(window.__pwned).toBeUndefined();
}

afterEach(() => {
  delete window.__pwned;
});

describe('<MarkdownPlan> with hostile content', () => {
  it('renders no HTML elements from raw HTML, no unsafe URL and no event handler', () => {
    const { container } = render(<MarkdownPlan content={HOSTILE_MARKDOWN} />);
    assertInert(container);
  });

  it('shows raw HTML as visible text, inline and as blocks', () => {
    const { container } = render(<MarkdownPlan content={HOSTILE_MARKDOWN} />);
    expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
    expect(container).toHaveTextContent('<img src=x onerror="window.__pwned = true">');
    expect(container).toHaveTextContent('Inline <b onmouseover="window.__pwned = true">bold</b> stays text');
    expect(container.querySelectorAll('[data-slot="markdown-raw-html"]').length).toBeGreaterThan(0);
  });

  it('keeps the text of links whose URL is unsafe, without the link', () => {
    render(<MarkdownPlan content={HOSTILE_MARKDOWN} />);
    for (const name of ['js link', 'mixed case', 'data link', 'vbscript link', 'entity link', 'reference link']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toHaveAttribute('data-unsafe');
    }
    // The one safe link survives.
    expect(screen.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('does not load a remote image by default, and never an unsafe one even when images are allowed', () => {
    const { container, rerender } = render(<MarkdownPlan content={HOSTILE_MARKDOWN} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[Image not loaded: tracking pixel] https://tracker.example/p.gif?plan=1');
    rerender(<MarkdownPlan content={HOSTILE_MARKDOWN} allowImages />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://tracker.example/p.gif?plan=1']);
    for (const image of images) expect(image.getAttribute('src')).not.toMatch(UNSAFE_URL);
  });

  it('shows links and images whose URL no browser can parse as their words, whatever the urlTransform', () => {
    // `[](https:)` is the counterexample CI's random fuzz seed found; `<…>` keeps a space in a destination.
    const content = 'Go [](https:) to [there](<https://exa mple.com>) or [here](http://[::1) ![pic](http://)';
    const onLinkClick = vi.fn();
    for (const urlTransform of [undefined, (url: string) => url]) {
      const { container, unmount } = render(<MarkdownPlan content={content} allowImages urlTransform={urlTransform} onLinkClick={onLinkClick} />);
      expect(container.querySelector('a, img')).toBeNull();
      expect(screen.getByText('there')).toHaveAttribute('data-unsafe');
      expect(screen.getByText('here')).toHaveAttribute('data-unsafe');
      expect(container).toHaveTextContent('Go to there or here [Image not loaded: pic] http://');
      for (const element of container.querySelectorAll('[data-unsafe]')) fireEvent.click(element);
      unmount();
    }
    expect(onLinkClick).not.toHaveBeenCalled();
  });

  it('stays inert while the hostile document streams in snapshot by snapshot', () => {
    const { container, rerender } = render(<MarkdownPlan content="" />);
    for (let end = 7; end <= HOSTILE_MARKDOWN.length; end += 7) {
      rerender(<MarkdownPlan content={HOSTILE_MARKDOWN.slice(0, end)} />);
      assertInert(container);
    }
  });

  it('has checks that do fail on live HTML or an unsafe URL (so the tests above can fail)', () => {
    const { container } = render(<MarkdownPlan content={HOSTILE_MARKDOWN} urlTransform={(url) => url} />);
    expect(() => assertInert(container)).toThrow(/href/);
    const live = document.createElement('div');
    live.append(document.createElement('iframe'));
    expect(() => assertInert(live)).toThrow();
  });

  it('never uses dangerouslySetInnerHTML (the source says so too)', async () => {
    const sources = import.meta.glob('./*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.includes('.test.'))
      .filter(([, text]) => String(text).includes('dangerouslySetInnerHTML'));
    expect(Object.keys(sources).length).toBeGreaterThan(3);
    expect(offenders.map(([path]) => path)).toEqual([]);
  });
});
