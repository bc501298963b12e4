/**
 * Screenshots of a page at phone (390×844) and desktop (1440×900) size, for looking at the shared
 * tables: `npx tsx scripts/shared-look/shoot.ts URL OUT-PREFIX [wait-ms] [phone|desktop|both]`.
 */
import { chromium } from 'playwright-core';

const [url, out, wait = '4000', which = 'both'] = process.argv.slice(2);
if (!url || !out) throw new Error('URL OUT-PREFIX [wait-ms] [phone|desktop|both]');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};
for (const [name, size] of Object.entries(sizes)) {
  if (which !== 'both' && which !== name) continue;
  const context = await browser.newContext(size);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`${name} console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`${name} page error: ${e.message}`));
  await page.goto(url);
  await page.waitForTimeout(Number(wait));
  await page.screenshot({ path: `${out}-${name}.png` });
  console.log(`${out}-${name}.png`);
  await context.close();
}
await browser.close();
