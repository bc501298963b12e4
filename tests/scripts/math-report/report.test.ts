/**
 * `npm run math:report` at a tiny scale, in this process and without the PDF (Chromium's print
 * takes longer than a unit test may; the command prints it): every file is written, each game's
 * page names every table and carries its charts inline, the figures are `sim`'s for the recorded
 * command, and the RNG section shows the evaluation's summary or says how to make it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rngHtml } from '../../../scripts/math-report/html/rng';
import { parseOptions } from '../../../scripts/math-report/options';
import { runReport } from '../../../scripts/math-report/report';
import { readRngSummary } from '../../../scripts/math-report/rng';
import { runSim } from '../../../src/cli/blackjack/sim';
import { BACCARAT_TABLE_IDS } from '../../../src/engine/baccarat/rules';
import { BLACKJACK_TABLES } from '../../../src/engine/blackjack/rules';

const ROUNDS = 20_000;
let out: string;
const lines: string[] = [];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'math-report-'));
  const options = parseOptions([
    '--rounds',
    String(ROUNDS),
    '--check-rounds',
    '5000',
    '--workers',
    '1',
    '--seed',
    'test',
    '--out',
    out,
    '--rng',
    join(out, 'no-such-summary.json'),
    '--no-pdf',
  ]);
  await runReport(options, (line) => lines.push(line));
}, 60_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(join(out, file), 'utf8');

describe('math report, tiny run', () => {
  it('writes each game’s page, the index and figures.json, and no PDF when told not to', () => {
    for (const f of ['index.html', 'figures.json', 'blackjack.html', 'baccarat.html', 'roulette.html'])
      expect(existsSync(join(out, f)), f).toBe(true);
    expect(existsSync(join(out, 'blackjack.pdf'))).toBe(false);
    expect(read('index.html')).toContain('href="blackjack.html"');
  });

  it('names every table, draws the distribution and the strategy chart inline, fetches nothing', () => {
    const bj = read('blackjack.html');
    for (const id of BLACKJACK_TABLES) {
      expect(bj).toContain(`id="${id}"`);
      expect(bj).toContain(`--table ${id} --rounds ${ROUNDS} --seed test/${id} --workers 1`);
    }
    expect(bj.match(/<svg /g)?.length).toBe(BLACKJACK_TABLES.length);
    expect(bj.match(/<table class="chart">/g)?.length).toBe(3 * BLACKJACK_TABLES.length);
    expect(bj).toContain('Perfect Pairs');
    const bac = read('baccarat.html');
    for (const id of BACCARAT_TABLE_IDS) expect(bac).toContain(`id="${id}"`);
    expect(read('roulette.html')).toContain('36/37');
    for (const page of [bj, bac, read('roulette.html')]) {
      expect(page).not.toMatch(/<script|<link|src="http/);
      expect(page).toContain('@page{size:A4}');
    }
  });

  it('reports the figures sim prints for the recorded command', () => {
    const figures = JSON.parse(read('figures.json'));
    const table = figures.games.blackjack.tables.find((t: { id: string }) => t.id === 'bj-european');
    const sim = runSim({ table: 'bj-european', rounds: ROUNDS, seed: 'test/bj-european', rules: undefined });
    expect(table.sim.bets).toEqual(JSON.parse(JSON.stringify(sim.bets)));
    expect(table.sim.round.distribution).toEqual(sim.round.distribution);
    expect(table.main.perInitialBet.rtp).toBe(sim.bets.mainPerInitialBet!.rtp);
    expect(figures.meta.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(lines.some((l) => l.includes('bj-european  main per initial bet'))).toBe(true);
  });

  it('says plainly when the RNG evaluation is missing, and shows it when present', () => {
    const bj = read('blackjack.html');
    expect(bj).toContain('No RNG evaluation summary was found');
    expect(bj).toContain('npm run rng:report');
    const file = join(out, 'summary.json');
    writeFileSync(
      file,
      JSON.stringify({
        generatedAt: '2026-12-01T00:00:00Z',
        commit: 'abc123',
        durationSeconds: 90,
        tests: [
          {
            id: 'chi2',
            name: 'chi-square of 52 cards',
            source: 'fair',
            samples: 1000,
            statistic: 50.1,
            df: 51,
            pValue: 0.51,
          },
        ],
        dieharder: [
          {
            source: 'crypto',
            battery: '-a',
            complete: true,
            passed: 110,
            weak: 3,
            failed: 0,
            worstP: 0.0031,
            seconds: 3600,
          },
        ],
        worstP: 0.0031,
      }),
    );
    const html = rngHtml(readRngSummary(file));
    expect(html).toContain('chi-square of 52 cards');
    expect(html).toContain('0.5100');
    expect(html).toContain('110');
    expect(html).not.toContain('No RNG evaluation');
  });
});
