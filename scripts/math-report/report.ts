/**
 * The mathematics report (`npm run math:report`, index.ts): for each game the figures of every
 * table computed now by the code that plays (blackjack.ts, baccarat.ts, roulette.ts), written as
 * a self-contained HTML page (html/) and printed to PDF by headless Chromium (pdf.ts), with
 * figures.json (every number) and index.html beside them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GameId } from '../../src/cli/io';
import { BACCARAT_TABLE_IDS } from '../../src/engine/baccarat/rules';
import { BLACKJACK_TABLES } from '../../src/engine/blackjack/rules';
import { ROULETTE_TABLE_IDS } from '../../src/engine/roulette/rules';
import { baccaratTable } from './baccarat';
import { blackjackTable } from './blackjack';
import { duration, pct, pctCi } from './html/format';
import type { RunInfo } from './html/page';
import { type GameFigures, gamePage, indexPage } from './html/pages';
import { buildMeta } from './meta';
import { type ReportOptions, reportCommand } from './options';
import { printPdfs } from './pdf';
import { readRngSummary } from './rng';
import { rouletteFigures } from './roulette';

/** Progress lines for a long simulation: at most one per 10 % or per 15 s, with the time left. */
function progress(log: (line: string) => void): (table: string, share: number) => void {
  const started = new Map<string, number>();
  const shown = new Map<string, { at: number; share: number }>();
  return (table, share) => {
    const now = Date.now();
    if (!started.has(table)) started.set(table, now);
    const last = shown.get(table) ?? { at: now, share: 0 };
    if (share < 1 && share - last.share < 0.1 && now - last.at < 15_000) return;
    shown.set(table, { at: now, share });
    const spent = (now - (started.get(table) as number)) / 1000;
    const left = share > 0 ? (spent * (1 - share)) / share : 0;
    log(
      `  ${table}: ${(share * 100).toFixed(0)} % (${duration(spent)}${share < 1 ? `, about ${duration(left)} left` : ''})`,
    );
  };
}

async function figuresOf(game: GameId, o: ReportOptions, log: (line: string) => void): Promise<GameFigures> {
  const onProgress = progress(log);
  if (game === 'blackjack') {
    const run = { seed: o.seed, rounds: o.rounds, workers: o.workers, onProgress };
    const tables = [];
    for (const id of BLACKJACK_TABLES) tables.push(await blackjackTable(id, run));
    return { game, tables };
  }
  const run = { seed: o.seed, rounds: o.checkRounds, workers: o.workers, onProgress };
  if (game === 'baccarat') {
    const tables = [];
    for (const id of BACCARAT_TABLE_IDS) tables.push(await baccaratTable(id, run));
    return { game, tables };
  }
  const tables = [];
  for (const id of ROULETTE_TABLE_IDS) tables.push(await rouletteFigures(id, run));
  return { game, tables };
}

function commandsOf(g: GameFigures): string[] {
  if (g.game === 'blackjack') return g.tables.map((t) => t.sim.command);
  return g.tables.map((t) => t.check.command);
}

/** The lines printed at the end: each bet's return with its interval, or "exact". */
function headlines(g: GameFigures): string[] {
  if (g.game === 'blackjack') {
    return g.tables.flatMap((t) => [
      `${t.id}  main per initial bet ${pctCi(t.main.perInitialBet.rtp, t.main.perInitialBet.ci95)}  per wagered ${pctCi(t.main.perWagered.rtp, t.main.perWagered.ci95)}  (${t.sim.rounds} rounds)  hit ${pct(t.sim.round.hitFrequency, 2)}  SD ${t.sim.round.netStdDev.toFixed(4)}`,
      ...(t.perfectPairs ? [`${t.id}  perfect pairs ${pct(t.perfectPairs.rtp)} exact`] : []),
      ...(t.insurance ? [`${t.id}  insurance ${pct(t.insurance.average.rtp)} exact`] : []),
    ]);
  }
  if (g.game === 'baccarat') {
    return g.tables.flatMap((t) =>
      t.bets.map((b) => {
        const s = t.check.bets[b.area];
        return `${t.id}  ${b.area} ${pct(b.rtp, 5)} exact  (sim ${s ? pctCi(s.rtp, s.ci95) : '–'})`;
      }),
    );
  }
  return g.tables.flatMap((t) => t.bets.map((b) => `${t.id}  ${b.name} ${pct(b.rtp)} = ${b.rtpFraction} exact`));
}

/** figures.json: every number, without the rules screen's words (the HTML has those). */
function forJson(g: GameFigures): unknown {
  if (g.game === 'blackjack') return g.tables.map(({ text: _t, chart: _c, ...rest }) => rest);
  return g.tables.map(({ text: _t, ...rest }) => rest);
}

/** Makes the report `o` asks for; `log` hears the progress and the headline figures. */
export async function runReport(o: ReportOptions, log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  const meta = buildMeta();
  // Read again before each page: a 10^9 run takes long enough for `npm run rng:report` to finish beside it.
  let rng = readRngSummary(o.rng);
  mkdirSync(o.out, { recursive: true });
  log(
    `math report: ${o.games.join(', ')}; ${o.rounds} rounds per blackjack table, ${o.workers} workers, seed ${o.seed}; into ${o.out}`,
  );
  if (!rng.found) log(`  ${rng.why}`);
  const done: { g: GameFigures; run: RunInfo; seconds: number }[] = [];
  for (const game of o.games) {
    const t0 = Date.now();
    log(`${game}…`);
    const g = await figuresOf(game, o, log);
    const seconds = (Date.now() - t0) / 1000;
    const run: RunInfo = {
      commands: commandsOf(g),
      seed: o.seed,
      rounds: game === 'blackjack' ? o.rounds : o.checkRounds,
      workers: o.workers,
      seconds,
      reportCommand: reportCommand(o),
    };
    rng = readRngSummary(o.rng);
    writeFileSync(join(o.out, `${game}.html`), gamePage(g, meta, run, rng));
    log(`${game}: ${duration(seconds)}`);
    done.push({ g, run, seconds });
  }
  if (o.pdf) {
    const t0 = Date.now();
    await printPdfs(
      done.map(({ g }) => ({
        html: join(o.out, `${g.game}.html`),
        pdf: join(o.out, `${g.game}.pdf`),
        footer: `${meta.product} · ${g.game} · v${meta.version} · ${meta.commit.slice(0, 12)}${meta.dirty ? '+' : ''} · ${meta.date.slice(0, 10)}`,
      })),
    );
    log(`PDF: ${duration((Date.now() - t0) / 1000)}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const all: RunInfo = {
    commands: done.flatMap((d) => d.run.commands),
    seed: o.seed,
    rounds: o.rounds,
    workers: o.workers,
    seconds,
    reportCommand: reportCommand(o),
  };
  const files = done.map(({ g }) => ({ game: g.game, html: `${g.game}.html`, pdf: o.pdf ? `${g.game}.pdf` : null }));
  writeFileSync(join(o.out, 'index.html'), indexPage(meta, all, files));
  const figures = {
    meta,
    options: { ...o, out: relative(process.cwd(), o.out) || '.', rng: relative(process.cwd(), o.rng) },
    command: reportCommand(o),
    seconds,
    rng,
    games: Object.fromEntries(done.map(({ g, seconds: s }) => [g.game, { seconds: s, tables: forJson(g) }])),
  };
  writeFileSync(join(o.out, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  log('\nreturn to player (95 % interval where simulated):');
  for (const { g } of done) for (const line of headlines(g)) log(`  ${line}`);
  log(
    `\nwrote ${relative(process.cwd(), o.out) || '.'}/{index.html,figures.json,${o.games.map((g) => `${g}.html${o.pdf ? `,${g}.pdf` : ''}`).join(',')}} in ${duration(seconds)}`,
  );
}
