/**
 * The report's files as HTML: one page per game (its header, a summary of every table's headline
 * returns, each table's pages, the RNG evaluation) and the index that links them.
 */
import type { GameId } from '../../../src/cli/io';
import type { BaccaratTable } from '../baccarat';
import type { BlackjackTable } from '../blackjack';
import type { RngStatus } from '../rng';
import type { RouletteTableFigures } from '../roulette';
import { baccaratTableHtml } from './baccarat';
import { blackjackTableHtml } from './blackjack';
import { count, esc, htmlTable, pct, pctCi } from './format';
import { type Meta, metaHeader, page, type RunInfo } from './page';
import { rngHtml } from './rng';
import { rouletteTableHtml } from './roulette';

export type GameFigures =
  | { game: 'blackjack'; tables: BlackjackTable[] }
  | { game: 'baccarat'; tables: BaccaratTable[] }
  | { game: 'roulette'; tables: RouletteTableFigures[] };

const GAME_NAME: Readonly<Record<GameId, string>> = {
  blackjack: 'Blackjack',
  baccarat: 'Baccarat (Punto Banco)',
  roulette: 'European Roulette',
};

const reportTitle = (meta: Meta, game: GameId) => `${meta.product}: ${GAME_NAME[game]} — mathematics report`;

/** One line per bet across the game's tables: the figures a reader looks for first. */
function summary(g: GameFigures): string {
  const rows: string[][] = [];
  if (g.game === 'blackjack') {
    for (const t of g.tables) {
      rows.push([
        `<a href="#${esc(t.id)}">${esc(t.id)}</a>`,
        'main, per initial bet',
        pctCi(t.main.perInitialBet.rtp, t.main.perInitialBet.ci95),
        `sim, ${count(t.sim.rounds)} rounds`,
      ]);
      rows.push([
        '',
        'main, per amount wagered',
        pctCi(t.main.perWagered.rtp, t.main.perWagered.ci95),
        `sim, ${count(t.sim.rounds)} rounds`,
      ]);
      if (t.perfectPairs) rows.push(['', 'Perfect Pairs', pct(t.perfectPairs.rtp), 'exact']);
      if (t.insurance) rows.push(['', 'insurance, taken alone', pct(t.insurance.average.rtp), 'exact']);
    }
  } else if (g.game === 'baccarat') {
    for (const t of g.tables) {
      t.bets.forEach((b, i) => {
        rows.push([i === 0 ? `<a href="#${esc(t.id)}">${esc(t.id)}</a>` : '', esc(b.area), pct(b.rtp, 5), 'exact']);
      });
    }
  } else {
    for (const t of g.tables) {
      t.bets.forEach((b, i) => {
        rows.push([
          i === 0 ? `<a href="#${esc(t.id)}">${esc(t.id)}</a>` : '',
          esc(b.name),
          `${pct(b.rtp)} = ${esc(b.rtpFraction ?? '')}`,
          'exact',
        ]);
      });
    }
  }
  return `<h2>Returns to player at a glance</h2>${htmlTable(['Table', 'Bet', 'Return to player (± 95 % interval)', 'Method'], rows, 'wide headline')}`;
}

function tablesHtml(g: GameFigures): string {
  if (g.game === 'blackjack') return g.tables.map((t) => blackjackTableHtml(t, false)).join('\n');
  if (g.game === 'baccarat') return g.tables.map((t) => baccaratTableHtml(t, false)).join('\n');
  return g.tables.map((t) => rouletteTableHtml(t, false)).join('\n');
}

export function gamePage(g: GameFigures, meta: Meta, run: RunInfo, rng: RngStatus): string {
  const title = reportTitle(meta, g.game);
  return page(
    title,
    `${metaHeader(title, meta, run)}
${summary(g)}
<p class="note">Blackjack’s main bet is measured by the product’s simulator with its 95 % confidence interval; every other figure is exact (enumerated through the engine’s own rules and settlement), with no interval. Figures come from the code that plays; each table’s pages say how.</p>
${tablesHtml(g)}
<section class="table">${rngHtml(rng)}</section>`,
  );
}

export function indexPage(
  meta: Meta,
  run: RunInfo,
  files: readonly { game: GameId; html: string; pdf: string | null }[],
): string {
  const title = `${meta.product} — mathematics reports`;
  const rows = files.map((f) => [
    esc(GAME_NAME[f.game]),
    `<a href="${esc(f.html)}">${esc(f.html)}</a>`,
    f.pdf ? `<a href="${esc(f.pdf)}">${esc(f.pdf)}</a>` : 'not printed (--no-pdf)',
  ]);
  return page(
    title,
    `${metaHeader(title, meta, run)}
${htmlTable(['Game', 'Report', 'PDF'], rows, 'wide')}
<p>Every number of these reports, unrounded: <a href="figures.json">figures.json</a>.</p>`,
  );
}
