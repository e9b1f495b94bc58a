import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages: [string, string][] = (process.argv[2] ?? '/').split(',').map((p) => [p, p.replace(/\W+/g, '_') || 'home']);
for (const lang of ['ja', 'en']) {
  for (const [w, name] of [[1200, 'desk'], [390, 'phone']] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('kaigi.language', l), lang);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    for (const [path, slug] of pages) {
      await page.goto(base + path);
      await page.waitForTimeout(700);
      await page.screenshot({ path: `/tmp/shots/${slug}-${lang}-${name}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
