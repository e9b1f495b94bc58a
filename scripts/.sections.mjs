import { chromium } from 'playwright-core';
const [url, out, width = '1280', lang = 'ja'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.addInitScript((l) => localStorage.setItem('kaigi.language', l), lang);
await page.goto(url, { waitUntil: 'networkidle' });
const ids = await page.$$eval('section[aria-labelledby]', (s) => s.map((e) => e.getAttribute('aria-labelledby')));
for (const id of ids.slice(Number(process.env.FROM ?? 0))) {
  if (process.env.ONLY && !process.env.ONLY.split(',').includes(id)) continue;
  await page.locator(`section[aria-labelledby="${id}"]`).screenshot({ path: `${out}-${id}.png` });
}
console.log(ids.join(' '));
await browser.close();
