import { describe, expect, it } from 'vitest';
import { describeFileUri, isSchemeAllowed } from './describeFileUri';

describe('describeFileUri', () => {
  it('takes a file uri apart, decoding percent escapes', () => {
    expect(describeFileUri('file:///workspace/docs/refactor%20plan.md')).toEqual({
      uri: 'file:///workspace/docs/refactor%20plan.md',
      scheme: 'file:',
      path: '/workspace/docs/refactor plan.md',
      name: 'refactor plan.md',
      isMarkdown: true,
      hasControlCharacters: false,
    });
  });

  it('handles Windows drives, UNC hosts, remote schemes and bare paths', () => {
    expect(describeFileUri('file:///C:/Users/ada/plan.MD')).toMatchObject({ path: 'C:/Users/ada/plan.MD', name: 'plan.MD', isMarkdown: true });
    expect(describeFileUri('file://server/share/notes.txt')).toMatchObject({ path: '//server/share/notes.txt', isMarkdown: false });
    expect(describeFileUri('https://example.com/plans/p.md?x=1#top')).toMatchObject({
      scheme: 'https:',
      path: 'example.com/plans/p.md',
      name: 'p.md',
    });
    expect(describeFileUri('docs/plan.markdown')).toMatchObject({ scheme: '', path: 'docs/plan.markdown', name: 'plan.markdown' });
    expect(describeFileUri('C:\\plans\\x.md')).toMatchObject({ scheme: '', name: 'x.md', isMarkdown: true });
    expect(describeFileUri('vscode-remote://ssh-remote+box/home/a/plan.md')).toMatchObject({ scheme: 'vscode-remote:', name: 'plan.md' });
  });

  it('never throws on malformed input and shows deceptive characters as U+FFFD', () => {
    expect(describeFileUri('file:///a/%E0%A4%A.md')).toMatchObject({ name: '%E0%A4%A.md' });
    expect(describeFileUri('file:///plan\u202Edm.exe').name).toBe('plan\uFFFDdm.exe');
    expect(describeFileUri('file:///a/%00b.md').name).toBe('\uFFFDb.md');
    expect(describeFileUri('')).toMatchObject({ name: '', path: '' });
    expect(describeFileUri(undefined as unknown as string)).toMatchObject({ uri: '' });
    expect(describeFileUri('file:')).toMatchObject({ scheme: 'file:' });
  });
});

describe('isSchemeAllowed', () => {
  it('compares schemes case-insensitively, colon optional; a bare path counts as file:', () => {
    expect(isSchemeAllowed(describeFileUri('FILE:///a.md'), ['file:'])).toBe(true);
    expect(isSchemeAllowed(describeFileUri('https://x/a.md'), ['file:'])).toBe(false);
    expect(isSchemeAllowed(describeFileUri('https://x/a.md'), ['file', 'HTTPS'])).toBe(true);
    expect(isSchemeAllowed(describeFileUri('docs/a.md'), ['file:'])).toBe(true);
    expect(isSchemeAllowed(describeFileUri('docs/a.md'), ['https:'])).toBe(false);
    expect(isSchemeAllowed(describeFileUri('javascript:alert(1)'), ['file:'])).toBe(false);
  });

  it('reads the scheme as a browser does, and never allows a uri with control characters', () => {
    expect(describeFileUri('java\tscript:alert(1)')).toMatchObject({ scheme: 'javascript:', hasControlCharacters: true });
    expect(describeFileUri('\u0001JAVASCRIPT:alert(1)')).toMatchObject({ scheme: 'javascript:', hasControlCharacters: true });
    expect(describeFileUri(' javascript:alert(1)')).toMatchObject({ scheme: 'javascript:', hasControlCharacters: false });
    // Even under a scheme the host allows: a browser would read another address than the one shown.
    expect(isSchemeAllowed(describeFileUri('file:///a\tb.md'), ['file:'])).toBe(false);
    expect(isSchemeAllowed(describeFileUri('java\nscript:x'), ['file:', 'javascript:'])).toBe(false);
    expect(isSchemeAllowed(describeFileUri(' file:///a.md '), ['file:'])).toBe(true);

  });

  it('reads the scheme of the trimmed uri it hands to the host, not of the raw one', () => {
    // String#trim cuts these, the URL parser does not: read raw, each would pass as a bare path.
    for (const lead of ['\uFEFF', '\u00A0', '\u2028', '\u3000']) {
      const info = describeFileUri(`${lead}data:text/html,x`);
      expect(info.uri).toBe('data:text/html,x');
      expect(info.scheme).toBe('data:');
      expect(isSchemeAllowed(info, ['file:'])).toBe(false);
    }
  });
});
