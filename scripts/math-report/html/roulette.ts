/**
 * The roulette table's pages: every bet kind and announced bet settled on each of the 37 pockets
 * by the engine, exactly (return as a fraction, hit frequency, deviation, largest win, each net's
 * chance), the largest win of a spin within the limits, the simulation that checks wheel and
 * settlement, and the rules as the game states them.
 */
import type { RouletteTableFigures } from '../roulette';
import { checkHtml } from './baccarat';
import { distributionChart } from './chart';
import { count, dec, esc, htmlTable, keep, money, pct, times } from './format';
import { RULES_HEADING, rulesHtml } from './rules';

function outcomes(b: RouletteTableFigures['bets'][number]): string {
  return b.outcomes
    .map((o) => {
      const x = Number((o.net / b.stake).toFixed(4));
      return `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x)} (${Math.round(o.probability * 37)}/37)`;
    })
    .join(', ');
}

const NUMERIC = [1, 2, 3, 4, 5, 6, 7, 8];

export function rouletteTableHtml(t: RouletteTableFigures, first: boolean): string {
  const row = (b: RouletteTableFigures['bets'][number]) => [
    esc(b.name),
    count(b.count),
    String(b.covers),
    esc(b.pays),
    `${pct(b.rtp, 4)} = ${esc(b.rtpFraction ?? '')}`,
    pct(b.hitFrequency, 2),
    dec(b.sd, 4),
    times(b.largestWin),
    esc(money(b.largestWinAtMax)),
  ];
  const head = [
    'Bet',
    'Bets alike',
    'Numbers',
    'Pays',
    'Return (exact)',
    'Hit freq.',
    'SD',
    'Largest win',
    'At the maximum stake',
  ];
  const positions = t.bets.filter((b) => !b.announced);
  const announced = t.bets.filter((b) => b.announced);
  const dist = htmlTable(
    ['Bet', 'Net per unit staked (chance)'],
    t.bets.map((b) => [esc(b.name), esc(outcomes(b))]),
  );
  const r = t.check.round;
  const entries = Object.entries(r.distribution)
    .map(([k, c]) => [Number(k), c] as const)
    .sort((a, b) => a[0] - b[0]);
  const chart = distributionChart(
    entries.map(([net, c]) => ({
      label: money(net),
      net,
      share: c / r.rounds,
      title: `${money(net)}: ${count(c)} spins`,
    })),
    `${t.id}: net of a spin with one minimum bet of every kind and every announced bet (${money(r.stake)} in all), ${count(r.rounds)} spins of sim.`,
    'net result of the spin, currency units',
  );
  return `<section class="table${first ? ' first' : ''}" id="${esc(t.id)}">
<h2>${esc(t.text.title)} <small>(${esc(t.id)})</small></h2>
<p>Single zero, 37 pockets, each equally likely: every figure below is exact, the engine’s settlement of the bet on each pocket.</p>
${keep(`<h3>Inside and outside bets</h3>${htmlTable(head, positions.map(row), 'wide headline', NUMERIC)}`)}
${keep(`<h3>Announced bets</h3>${htmlTable(head, announced.map(row), 'wide headline', NUMERIC)}`)}
<p class="note">Per minimum chip (${esc(money(t.table.limits.min))}) on each position; an announced bet with one such chip on each of its pieces. SD of the net per unit staked. Hit frequency: the bet ends ahead. Largest win at the maximum stake: at the position’s limit (announced bets: the most per chip every piece’s limit and the spin’s ${esc(money(t.table.limits.total))} allow).</p>
<p>Largest possible win in one spin within the limits: <strong>${esc(money(t.largestWinPerRound.minor))}</strong> (${esc(t.largestWinPerRound.how)}).</p>
${keep(`<h3>Each bet’s outcomes</h3>${dist}`)}
${keep(`<h3>A round of every bet at once (simulated)</h3>
<p>Hit frequency ${pct(r.hitFrequency, 2)}, mean net ${dec(r.netMean, 5)} and SD ${dec(r.netStdDev, 4)} per ${esc(money(r.stake))} staked (each bet of a kind at a position drawn at random each spin).</p>
${chart}`)}
${checkHtml(
  t.check,
  Object.fromEntries(
    t.bets
      .filter((b) => !b.name.startsWith('neighbours (') || b.name === 'neighbours (2 each side)')
      .map((b) => [b.name.startsWith('neighbours') ? 'neighbours' : b.name, b.rtp]),
  ),
)}
${rulesHtml(RULES_HEADING, t.text, ['paytable', 'limits', 'announced'])}
</section>`;
}
