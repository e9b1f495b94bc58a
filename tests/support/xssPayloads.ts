/** Known XSS vectors: script, event handlers, javascript: URLs, SVG, mXSS, frames, forms and CSS. Each sets window.__xss if it runs. */
export const xssPayloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg onload="window.__xss=1"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<form><button formaction="javascript:window.__xss=1">x</button></form>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<details open ontoggle="window.__xss=1">x</details>',
];
