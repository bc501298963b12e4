/**
 * A baccarat table's pages: each bet's exact return, hit frequency, deviation and largest win,
 * the chance of each winner, the round of one stake on every bet, the simulation that checks the
 * dealing code against the enumeration, and the rules as the game states them.
 */
import type { BaccaratTable } from '../baccarat';
import type { ExactFigures } from '../exact';
import type { SimRun } from '../simulate';
import { distributionChart } from './chart';
import { count, dec, duration, esc, htmlTable, keep, money, pct, pctCi, prob, times } from './format';
import { RULES_HEADING, rulesHtml } from './rules';

/** The sim's check of exact figures: each bet's measured return, interval, and whether the exact value lies in it. */
export function checkHtml(run: SimRun, exact: Readonly<Record<string, number>>): string {
  const rows = Object.entries(run.bets).map(([bet, f]) => {
    const e = exact[bet];
    const inside = e === undefined ? '–' : Math.abs(f.rtp - e) <= f.ci95 ? 'yes' : '<strong>no</strong>';
    return [esc(bet), pctCi(f.rtp, f.ci95), e === undefined ? '–' : pct(e), inside];
  });
  return keep(`<h3>Check: the code that plays, simulated</h3>
${htmlTable(['Bet', 'Simulated return ± 95 %', 'Exact', 'Exact inside the interval'], rows, '', [1, 2])}
<span class="cmd">${esc(run.command)}</span>
<p class="note">${count(run.rounds)} rounds, ${esc(duration(run.seconds))} (${count(run.roundsPerSecond)} rounds/s). About one bet in twenty lands outside its 95 % interval by chance alone.</p>`);
}

/** A round's exact distribution as a chart, each net labelled in currency units. */
function exactRoundChart(f: ExactFigures, caption: string): string {
  const label = (net: number) => (net > 0 ? `+${money(net)}` : net < 0 ? `−${money(-net)}` : '0');
  return distributionChart(
    f.outcomes.map((o) => ({
      label: `${label(o.net)}${o.label ? ` ${o.label}` : ''}`,
      net: o.net,
      share: o.probability,
      title: `${label(o.net)}${o.label ? ` (${o.label})` : ''}: ${prob(o.probability)}`,
    })),
    caption,
    'net result of the round, currency units',
  );
}

export function baccaratTableHtml(t: BaccaratTable, first: boolean): string {
  const bets = htmlTable(
    [
      'Bet',
      'Pays',
      'Return (exact)',
      'Hit freq.',
      'Push',
      'SD',
      'Largest win',
      'At the maximum stake',
      'Return at the minimum stake',
    ],
    t.bets.map((b) => [
      esc(b.area),
      esc(b.pays),
      pct(b.rtp, 5),
      pct(b.hitFrequency, 3),
      pct(b.pushFrequency, 3),
      dec(b.sd, 4),
      times(b.largestWin),
      esc(money(b.largestWinAtMax)),
      `${pct(b.atMinimum.rtp, 5)} at ${esc(money(b.atMinimum.stake))}`,
    ]),
    'wide headline',
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  const winners = htmlTable(
    ['Winner', 'Chance', 'Six-card sequences'],
    (['player', 'banker', 'tie'] as const).map((w) => [
      esc(w),
      prob(t.probabilities[w].probability),
      `${count(t.probabilities[w].count)} of ${count(t.sequences)}`,
    ]),
    '',
    [1, 2],
  );
  const r = t.round;
  const round = htmlTable(
    ['Hit frequency', 'Loss', 'Mean net (× round stake)', 'SD (× round stake)', 'Largest win'],
    [
      [
        pct(r.hitFrequency, 3),
        pct(r.lossFrequency, 3),
        dec(r.rtp - 1, 5),
        dec(r.sd, 4),
        esc(money(r.outcomes.at(-1)?.net ?? 0)),
      ],
    ],
    '',
    [0, 1, 2, 3, 4],
  );
  const exact = Object.fromEntries(t.bets.map((b) => [b.area, b.rtp]));
  return `<section class="table${first ? ' first' : ''}" id="${esc(t.id)}">
<h2>${esc(t.text.title)} <small>(${esc(t.id)})</small></h2>
<p>${t.rules.decks} decks, shuffled before every round: every round is dealt from a full shoe, so these figures are exact. No side bets at this table.</p>
${bets}
<p class="note">Per ${esc(money(100))} staked, settled by the engine (the Banker’s 1.95× rounded down to the cent: at small stakes the rounding costs, as the last column shows). Hit frequency: the bet wins; push: a tie returns Player and Banker bets. SD: of the net per unit staked.</p>
${keep(`<h3>The winner</h3>${winners}`)}
${keep(`<h3>A round: ${esc(money(100))} on each of Player, Banker and Tie</h3>${round}
${exactRoundChart(r, `${t.id}: net of a round with ${money(100)} on each bet, exactly.`)}`)}
<p>Largest possible win in one round within the limits: <strong>${esc(money(t.largestWinPerRound.minor))}</strong> (${esc(t.largestWinPerRound.how)}).</p>
${checkHtml(t.check, exact)}
${rulesHtml(RULES_HEADING, t.text, ['paytable', 'limits', 'drawing'])}
</section>`;
}
