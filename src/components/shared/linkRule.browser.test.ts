import { describe, expect, it } from 'vitest';
import { isFollowableHref } from './linkRule';
import { PARSEABLE_HREFS, UNPARSEABLE_HREFS } from './trickyUrls.fixture';

// The browser decides what parses: in Chromium the link rule must read its lists as it does in jsdom (whatwg-url,
// the URL standard), or a link to nowhere would stay a link where most IDE hosts run.
describe('isFollowableHref in Chromium', () => {
  it.each(UNPARSEABLE_HREFS)('finds %j unparseable', (href) => {
    expect(isFollowableHref(href)).toBe(false);
  });

  it.each(PARSEABLE_HREFS)('finds %j parseable', (href) => {
    expect(isFollowableHref(href)).toBe(true);
  });

  it('reads a space in a host as the URL standard does, though Chromium parses it', () => {
    // Chromium makes `exa%20mple.com` of it. Should this start failing, Chromium follows the standard now,
    // and the `%20` check in isFollowableHref can go.
    expect(URL.canParse('https://exa mple.com')).toBe(true);
    expect(isFollowableHref('https://exa mple.com')).toBe(false);
    expect(isFollowableHref('//a\u3000b')).toBe(false);
    // A space anywhere else is no host's: a path, a query, an e-mail address.
    expect(isFollowableHref('https://example.com/a b?c d')).toBe(true);
    expect(isFollowableHref('src/my file.ts')).toBe(true);
    expect(isFollowableHref('mailto:a b')).toBe(true);
  });

  it('drops nothing else an <a> on this page can follow', () => {
    // The two deliberate differences: a bare scheme equal to the page's own (`http:` here) is the page itself to
    // the browser, and a space in a host (above); linkRule.ts says why.
    const bareOwnScheme = (href: string) => href.toLowerCase().startsWith(location.protocol) && !/^[a-z]+:[/\\]{2}/i.test(href);
    for (const href of UNPARSEABLE_HREFS.filter((href) => !bareOwnScheme(href) && !href.includes(' '))) {
      const link = document.createElement('a');
      link.href = href;
      // An anchor whose URL does not parse has no protocol (`:`).
      expect(link.protocol, href).toBe(':');
    }
  });
});
