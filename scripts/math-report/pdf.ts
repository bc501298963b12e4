/**
 * The PDF of each game's report: headless Chromium (scripts/browser.ts, the flags every script and
 * browser test uses) prints the HTML file as it is, A4, backgrounds on (the strategy chart's
 * colours), with the product, commit and page number in each page's footer.
 */
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../browser';
import { esc } from './html/format';

export async function printPdfs(jobs: readonly { html: string; pdf: string; footer: string }[]): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const job of jobs) {
      await page.goto(pathToFileURL(job.html).href, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      await page.pdf({
        path: job.pdf,
        format: 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: '14mm', left: '11mm', right: '11mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="font:7.5px sans-serif;color:#555;width:100%;padding:0 11mm;display:flex;justify-content:space-between"><span>${esc(job.footer)}</span><span>page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      });
    }
  } finally {
    await browser.close();
  }
}
