import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUrlTransform } from '../shared/safeUrl';
import { InlineMarkdown } from './InlineMarkdown';

function renderInP(content: string, props: Partial<Parameters<typeof InlineMarkdown>[0]> = {}) {
  return render(
    <p data-testid="p">
      <InlineMarkdown content={content} {...props} />
    </p>,
  ).getByTestId('p');
}

describe('<InlineMarkdown>', () => {
  it('renders plain text as a single text node', () => {
    const p = renderInP('Run the test suite');
    expect(p.childNodes).toHaveLength(1);
    expect(p.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(p).toHaveTextContent('Run the test suite');
  });

  it('renders code, strong, emphasis, strikethrough and safe links', () => {
    const p = renderInP('Fix `nextToken()` **now**, *gently*, ~~later~~ per [the spec](https://example.com/spec)');
    expect(p).toMatchInlineSnapshot(`
      <p
        data-testid="p"
      >
        Fix 
        <code
          data-slot="inline-code"
        >
          nextToken()
        </code>
         
        <strong>
          now
        </strong>
        , 
        <em>
          gently
        </em>
        , 
        <del>
          later
        </del>
         per 
        <a
          data-slot="inline-link"
          href="https://example.com/spec"
          rel="noopener noreferrer"
          target="_blank"
        >
          the spec
        </a>
      </p>
    `);
    expect(screen.getByRole('link', { name: 'the spec' })).toHaveAttribute('href', 'https://example.com/spec');
  });

  it('shows raw HTML as text, never as elements', () => {
    const p = renderInP('Remove <b>bold</b> and <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(p.querySelector('b, script, img')).toBeNull();
    expect(p).toHaveTextContent('Remove <b>bold</b> and <script>alert(1)</script> <img src=x onerror=alert(1)>');
  });

  it('turns links with unsafe URLs into plain text', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'java\tscript:x']) {
      const { unmount, container } = render(<InlineMarkdown content={`[click me](${url})`} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent('click me');
      unmount();
    }
  });

  it('shows a link no browser can parse as its words, with no link for the host to route', () => {
    const onLinkClick = vi.fn();
    const onOpenFile = vi.fn();
    // `<…>` carries a space in a destination; an autolink shows its URL as its words.
    for (const link of ['[label](https:)', '[label](http://)', '[label](<https://exa mple.com>)', '[label](http://[::1)', '[label](//)', '[label](http://%zz)', '<https:>']) {
      const { container, unmount } = render(<InlineMarkdown content={`Go ${link}`} onLinkClick={onLinkClick} onOpenFile={onOpenFile} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent(link === '<https:>' ? 'Go https:' : 'Go label');
      for (const element of container.querySelectorAll('*')) fireEvent.click(element);
      unmount();
    }
    expect(onLinkClick).not.toHaveBeenCalled();
    expect(onOpenFile).not.toHaveBeenCalled();
  });

  it('shows nothing for an empty link no browser can parse (the counterexample CI found: [](https:))', () => {
    const p = renderInP('Before [](https:) after', { onLinkClick: vi.fn() });
    expect(p.querySelector('a')).toBeNull();
    expect(p).toHaveTextContent(/^Before after$/);
  });

  it("holds a host's URL transform to the same rule: what it returns must parse", () => {
    const onLinkClick = vi.fn();
    renderInP('Open [the file](vscode://file/a.ts) or [ticket](jira:ABC-1)', {
      urlTransform: (url) => (url.startsWith('jira:') ? 'https://' : url),
      onLinkClick,
    });
    expect(screen.getByRole('link', { name: 'the file' })).toHaveAttribute('href', 'vscode://file/a.ts');
    expect(screen.queryByRole('link', { name: 'ticket' })).toBeNull();
    fireEvent.click(screen.getByText('ticket'));
    expect(onLinkClick).not.toHaveBeenCalled();
  });

  it('keeps every href a browser can parse a link, as written: paths, fragments, queries, mail', () => {
    for (const url of ['src/app.ts', './x.md', '#frag', '?q=1', 'mailto:a@b.c', '//cdn.example.com/x', 'http://[::1]/']) {
      const { unmount } = render(<InlineMarkdown content={`[go](${url})`} />);
      expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', url);
      unmount();
    }
  });

  it('uses a custom URL transform and lets the host route clicks, with navigation prevented', () => {
    const onLinkClick = vi.fn();
    renderInP('Open [the file](vscode://file/src/a.ts) or [docs](https://x.dev)', {
      urlTransform: createUrlTransform({ allowedProtocols: ['vscode:'] }),
      onLinkClick,
      linkTarget: '_self',
    });
    const link = screen.getByRole('link', { name: 'the file' });
    // A routed link is the host's: no target, and the browser does not follow it.
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'docs' })).toBeNull();
    expect(fireEvent.click(link)).toBe(false);
    expect(onLinkClick).toHaveBeenCalledWith('vscode://file/src/a.ts', expect.objectContaining({ type: 'click', defaultPrevented: true }));
  });

  it('opens unrouted links in the given target without a referrer or opener', () => {
    renderInP('See [docs](https://x.dev)', { linkTarget: '_self' });
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('target', '_self');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fireEvent.click(link)).toBe(true);
  });

  it('renders nothing for empty or non-string content', () => {
    const { container, rerender } = render(<InlineMarkdown content="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<InlineMarkdown content={42 as unknown as string} />);
    expect(container).toBeEmptyDOMElement();
  });
});
