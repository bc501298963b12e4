/**
 * The distribution of a round's net as an inline SVG bar chart: one bar per net result, its
 * height the share of rounds on a logarithmic axis (a blackjack round ends on ±1 stake most of the
 * time and on +8 once in millions: on a linear axis the tails would not show). Losses red, pushes
 * grey, wins green, so the chart reads in black and white by position and in colour at a glance.
 */
import { esc } from './format';

export interface Bar {
  /** The net, as the axis shows it ("−1", "+1.5"). */
  label: string;
  /** Its sign picks the colour. */
  net: number;
  share: number;
  /** Hover text: the exact count or chance. */
  title: string;
}

const W = 720;
const H = 250;
const LEFT = 58;
const RIGHT = 8;
const TOP = 16;
const BOTTOM = 48;

/** A power of ten as an axis label: shares from 1 down to 0.01 % as percentages, smaller in powers. */
function decadeLabel(k: number): string {
  if (k >= -4) return `${Number((100 * 10 ** k).toPrecision(1))} %`;
  return `1e${k}`;
}

export function distributionChart(bars: readonly Bar[], caption: string, xLabel: string): string {
  const shown = bars.filter((b) => b.share > 0);
  if (shown.length === 0) return '';
  const min = Math.min(...shown.map((b) => b.share));
  // A share of exactly 10^k would sit on the axis with no height: one decade more below it.
  const bottomDecade = Math.min(-1, Math.floor(Math.log10(min) - 1e-9));
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const y = (share: number) => TOP + (plotH * -Math.log10(share)) / -bottomDecade;
  const band = plotW / shown.length;
  const barW = Math.max(2, band * 0.72);
  const rotate = shown.length > 22;
  const parts: string[] = [];
  for (let k = 0; k >= bottomDecade; k--) {
    const yy = y(10 ** k).toFixed(1);
    parts.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${yy}" y2="${yy}" class="grid"/>`);
    parts.push(`<text x="${LEFT - 4}" y="${yy}" class="ytick">${esc(decadeLabel(k))}</text>`);
  }
  shown.forEach((b, i) => {
    const x = LEFT + i * band + (band - barW) / 2;
    const top = y(b.share);
    const cls = b.net < 0 ? 'loss' : b.net > 0 ? 'win' : 'push';
    const cx = (x + barW / 2).toFixed(1);
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${(TOP + plotH - top).toFixed(1)}" class="${cls}"><title>${esc(b.title)}</title></rect>`,
    );
    const ly = TOP + plotH + 12;
    parts.push(
      rotate
        ? `<text x="${cx}" y="${ly}" class="xtick" transform="rotate(-60 ${cx} ${ly})" style="text-anchor:end">${esc(b.label)}</text>`
        : `<text x="${cx}" y="${ly}" class="xtick">${esc(b.label)}</text>`,
    );
  });
  parts.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${TOP + plotH}" y2="${TOP + plotH}" class="axis"/>`);
  parts.push(`<text x="${LEFT + plotW / 2}" y="${H - 4}" class="xlabel">${esc(xLabel)}</text>`);
  parts.push(
    `<text x="12" y="${TOP + plotH / 2}" class="ylabel" transform="rotate(-90 12 ${TOP + plotH / 2})">share of rounds (log scale)</text>`,
  );
  return `<figure class="chart"><svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(caption)}" xmlns="http://www.w3.org/2000/svg">
<style>.grid{stroke:#ddd;stroke-width:.6}.axis{stroke:#333;stroke-width:.8}.ytick{font:9px sans-serif;text-anchor:end;dominant-baseline:middle;fill:#333}.xtick{font:9px sans-serif;text-anchor:middle;fill:#333}.xlabel,.ylabel{font:10px sans-serif;text-anchor:middle;fill:#222}.loss{fill:#c0504d}.push{fill:#8c8c8c}.win{fill:#4f8f46}</style>
${parts.join('\n')}
</svg><figcaption>${esc(caption)}</figcaption></figure>`;
}
