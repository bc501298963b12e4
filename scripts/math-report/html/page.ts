/**
 * The report's page: one self-contained HTML file (inline CSS and SVG, nothing fetched), laid out
 * for the screen and for A4 print (each table starts a page, tables and charts do not split), with
 * the header every page of a certification file needs: product, version, commit, date, and how to
 * reproduce each figure.
 */
import { count, duration, esc } from './format';

export interface Meta {
  product: string;
  version: string;
  commit: string;
  /** True when the work tree had changes not in the commit: the figures are of those sources. */
  dirty: boolean;
  date: string;
  node: string;
  cpu: string;
  cores: number;
}

export interface RunInfo {
  /** The sim commands behind the figures, one per table (empty for a game with no simulation). */
  commands: string[];
  seed: string;
  rounds: number;
  workers: number;
  seconds: number;
  /** The report command itself. */
  reportCommand: string;
}

const CSS = `
:root{--ink:#1b1b1b;--muted:#5d5d5d;--rule:#c9c9c9;--head:#f0f0ee}
*{box-sizing:border-box}
body{font:10.5pt/1.42 "Noto Sans","DejaVu Sans",Arial,sans-serif;color:var(--ink);margin:0 auto;max-width:190mm;padding:10mm 0}
h1{font-size:17pt;margin:0 0 2mm}h2{font-size:13.5pt;margin:7mm 0 2mm;border-bottom:1.5px solid var(--ink);padding-bottom:1mm}
h3{font-size:11pt;margin:5mm 0 1.5mm}h4{font-size:10pt;margin:3mm 0 1mm}
h2,h3,h4{break-after:avoid;page-break-after:avoid}
.keep{break-inside:avoid;page-break-inside:avoid}

p{margin:1.2mm 0}small,.note{color:var(--muted);font-size:8.8pt}
table{border-collapse:collapse;margin:1.5mm 0 3mm;font-size:9pt;break-inside:avoid;page-break-inside:avoid}
th,td{border:1px solid var(--rule);padding:.7mm 1.5mm;text-align:left;vertical-align:top}
th{background:var(--head);font-weight:600}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.wide{width:100%}
code,.cmd{font:8.6pt/1.35 "DejaVu Sans Mono",monospace;word-break:break-all}
.cmd{display:block;background:#f6f6f4;border:1px solid var(--rule);padding:1mm 1.6mm;margin:.6mm 0}
header.meta{border:1.5px solid var(--ink);padding:2.5mm 3.5mm;margin-bottom:4mm}
header.meta dl{display:grid;grid-template-columns:34mm 1fr;gap:.4mm 3mm;margin:1.5mm 0 0;font-size:9pt}
header.meta dt{font-weight:600}header.meta dd{margin:0}
.headline td.n{font-weight:600}
section.table{break-before:page;page-break-before:always}
section.first{break-before:auto;page-break-before:auto}
figure.chart{margin:2mm 0 3mm;break-inside:avoid;page-break-inside:avoid}figure.chart svg{width:100%;height:auto}
figcaption{font-size:8.6pt;color:var(--muted)}
ul.rules{margin:.6mm 0 2mm;padding-left:5mm;font-size:9.2pt}ul.rules li{margin:.3mm 0}
.cols{column-count:2;column-gap:6mm}.cols>div{break-inside:avoid;page-break-inside:avoid}.cols h4{margin-top:1mm}
.side{display:flex;gap:4mm;align-items:flex-start}.side table{margin-top:0}
.warn{border-left:3px solid #c0504d;padding-left:2mm}
table.chart td,table.chart th{text-align:center;padding:.35mm .9mm;min-width:7mm;font-size:8.4pt}
table.chart th.row{text-align:right}
.hit{background:#f4d2d0}.stand{background:#fbeeb0}.double{background:#c8e6c1}.split{background:#c9dcf5}.surrender{background:#e2d3f1}
.legend{font-size:8.6pt;line-height:1.9}.key{white-space:nowrap;margin-right:3mm}.key>span{display:inline-block;min-width:7mm;text-align:center;border:1px solid var(--rule);font-weight:600}
.chart-wrap{display:grid;grid-template-columns:1fr 1fr;gap:0 4mm;break-inside:avoid;page-break-inside:avoid}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
@page{size:A4}
@media print{body{padding:0;max-width:none}a{color:inherit;text-decoration:none}}
`;

export function metaHeader(title: string, meta: Meta, run: RunInfo | null): string {
  const rows: [string, string][] = [
    ['Product', esc(meta.product)],
    ['Version', esc(meta.version)],
    ['Commit', `<code>${esc(meta.commit)}</code>${meta.dirty ? ' <strong>with uncommitted changes</strong>' : ''}`],
    ['Date', esc(meta.date)],
    ['Machine', `${esc(meta.cpu)}, ${meta.cores} cores, Node ${esc(meta.node)}`],
  ];
  if (run) {
    rows.push(['Report command', `<span class="cmd">${esc(run.reportCommand)}</span>`]);
    if (run.commands.length > 0) {
      rows.push(['Rounds, workers', `${count(run.rounds)} rounds per simulated table, ${run.workers} worker threads`]);
      rows.push(['Seeds', `<code>${esc(run.seed)}/TABLE</code> (the report seed and the table id)`]);
      rows.push(['Simulations', run.commands.map((c) => `<span class="cmd">${esc(c)}</span>`).join('')]);
    }
    rows.push(['Wall time', esc(duration(run.seconds))]);
  }
  const dl = rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
  return `<header class="meta"><h1>${esc(title)}</h1><dl>${dl}</dl></header>`;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${CSS}</style></head>
<body>
${body}
</body></html>
`;
}
