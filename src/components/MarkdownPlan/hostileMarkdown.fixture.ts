// A markdown plan written by an attacker: raw HTML that would run script, URLs that would run script or leak
// data, an image that would ping a server. Shared by the security tests (jsdom) and the HostileMarkdown story
// (Chromium, where scripts and onerror handlers really run). Every payload sets `window.__pwned`.

/** Hostile markdown: every payload would set `window.__pwned` if it ever became live HTML. */
export const HOSTILE_MARKDOWN = `# Totally normal plan

<script>window.__pwned = true</script>

<img src=x onerror="window.__pwned = true">

<iframe src="javascript:window.__pwned = true"></iframe>

<svg onload="window.__pwned = true"><circle r="5" /></svg>

<style>body { display: none }</style>

<details open ontoggle="window.__pwned = true"><summary>x</summary></details>

- [ ] Inline <b onmouseover="window.__pwned = true">bold</b> stays text
- [ ] A <a href="javascript:window.__pwned = true">raw anchor</a> stays text
- [ ] [js link](javascript:window.__pwned=true)
- [ ] [mixed case](JaVaScRiPt:window.__pwned=true)
- [ ] [data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD10cnVlPC9zY3JpcHQ+)
- [ ] [vbscript link](vbscript:msgbox)
- [ ] [entity link](&#106;avascript:window.__pwned=true)
- [ ] [reference link][evil]
- [ ] <javascript:window.__pwned=true>
- [ ] [safe link](https://example.com/)

![tracking pixel](https://tracker.example/p.gif?plan=1)

![script image](javascript:window.__pwned=true)

![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)

[evil]: javascript:window.__pwned=true
`;
