/**
 * URLs whose scheme is easy to misread: shared by the jsdom test and the Chromium test of `urlSchemeOf`, which
 * compare it with each environment's own `new URL()`.
 */
export const TRICKY_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'j\ta\nv\ra\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  ' javascript:alert(1)',
  ' \t\n\u0000 javascript:alert(1) \u0000',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  ' data:text/html,x',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'java%09script:alert(1)',
  'java script:alert(1)',
  'javascript\\:alert(1)',
  'javascript:\\\\evil.example',
  '\\\\evil.example\\x',
  '/\\evil.example',
  'file:///workspace/plan.md',
  'FILE:///workspace/plan.md',
  'https://example.com/a',
  'vscode-remote://box/plan.md',
  'a+b.c-d:rest',
  '1abc:rest',
  '+abc:rest',
  'docs/plan.md',
  './a:b',
  '#x:y',
  '?q=a:b',
  'c:/plans/x.md',
  '\u00a0javascript:alert(1)',
  '\u200bjavascript:alert(1)',
];

/**
 * Hrefs with a scheme or an authority that no browser can parse (`isFollowableHref`: the link rule shows them as
 * their words). The first is the counterexample CI's random fuzz seed found on 2026-11-27 (`[](https:)`).
 */
export const UNPARSEABLE_HREFS: readonly string[] = [
  'https:',
  'http:',
  'HTTPS:',
  'https:?q=1',
  'http://',
  'https://',
  'https://exa mple.com',
  'https://a b',
  'http://[::1',
  'http://%zz',
  'https://a:99999',
  '//',
  '///',
  '//exa mple.com',
  '\\\\',
  '/\\',
];

/** Hrefs a browser parses, which must stay links exactly as they are today: paths, fragments, queries, mail. */
export const PARSEABLE_HREFS: readonly string[] = [
  'https://example.com/a?b=c#d',
  'http://localhost:3000/x',
  'http://[::1]/',
  'mailto:someone@example.com',
  'mailto:',
  'src/app.ts',
  './notes.md',
  '../up/one.md',
  '/workspace/a.md',
  'docs/plan.md#step-2',
  'a/%zz.md',
  'Q&A.md',
  '#fragment',
  '?query=a:b',
  '//cdn.example.com/x.png',
];
