/**
 * `npm run math:report -- [--rounds N] [--check-rounds N] [--workers W] [--seed S] [--out DIR]
 * [--games blackjack,baccarat,roulette] [--rng FILE] [--no-pdf]`: the games' mathematics report
 * for a test lab. For each game an HTML file (self-contained, A4 print CSS) and its PDF printed by
 * headless Chromium, with every table's rules and paytable as the game states them, the return of
 * every bet (blackjack's main bet by `sim` at --rounds per table with its 95 % interval; everything
 * else exact), hit frequency, deviation, largest wins, blackjack's strategy chart, the distribution
 * of a round's net, and the RNG evaluation's summary; figures.json holds every number, index.html
 * links the files. Every figure is computed here and now by the code that plays; the header names
 * the commit and the sim commands that reproduce each one. Options: scripts/math-report/options.ts.
 */
import { parseOptions } from './options';
import { runReport } from './report';

try {
  await runReport(parseOptions(process.argv.slice(2)));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
}
