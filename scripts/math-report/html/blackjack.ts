/**
 * A blackjack table's pages of the report: its headline returns with their intervals, the round's
 * figures and distribution, the largest wins, the side bets and insurance exactly, the strategy
 * chart the main figure assumes, the rules as the game states them, and how each figure was made.
 */
import type { BlackjackTable } from '../blackjack';
import type { ExactFigures } from '../exact';
import { distributionChart } from './chart';
import { count, dec, duration, esc, htmlTable, keep, money, pct, pctCi, prob, times } from './format';
import { RULES_HEADING, rulesHtml } from './rules';
import { strategyHtml } from './strategy';

function exactRow(name: string, f: ExactFigures, note: string): string[] {
  return [esc(name), pct(f.rtp), 'exact', pct(f.hitFrequency, 2), dec(f.sd, 3), times(f.largestWin), esc(note)];
}

function headline(t: BlackjackTable): string {
  const r = t.sim.round;
  const rounds = `sim, ${count(t.sim.rounds)} rounds`;
  const rows: string[][] = [
    [
      'Main bet, per initial bet',
      pctCi(t.main.perInitialBet.rtp, t.main.perInitialBet.ci95),
      rounds,
      pct(r.hitFrequency, 2),
      dec(r.netStdDev, 3),
      times(t.largestWin.main.multiple),
      'house edge = 1 − this: the round’s net, doubles and splits included, on the initial bet',
    ],
    [
      'Main bet, per amount wagered',
      pctCi(t.main.perWagered.rtp, t.main.perWagered.ci95),
      rounds,
      '',
      '',
      '',
      'returned ÷ every stake, doubles and splits included (HEADLESS.md’s rtp)',
    ],
  ];
  if (t.rules.betBehind)
    rows.push([
      'Bet behind',
      'as the main bet',
      rounds,
      pct(r.hitFrequency, 2),
      dec(r.netStdDev, 3),
      times(t.largestWin.main.multiple),
      'the holder plays the strategy below; matching every double and split, the back bet is the main bet at its own stake',
    ]);
  if (t.perfectPairs) rows.push(exactRow('Perfect Pairs', t.perfectPairs, 'the first two cards, from a full shoe'));
  if (t.insurance)
    rows.push(
      exactRow('Insurance, taken alone', t.insurance.average, 'per insurance stake, dealer showing an ace; see below'),
    );
  return htmlTable(
    ['Bet', 'Return to player', 'Method', 'Hit freq.', 'SD', 'Largest win', 'Notes'],
    rows,
    'wide headline',
    [1, 3, 4, 5],
  );
}

const signed = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : '0');

/** The distribution's numbers in up to three tables side by side, so they fit beside one another on a page. */
function distributionTables(entries: readonly (readonly [number, number])[], rounds: number): string {
  const per = Math.ceil(entries.length / 3);
  const parts: string[] = [];
  for (let i = 0; i < entries.length; i += per) {
    const rows = entries.slice(i, i + per).map(([x, c]) => [signed(x), count(c), prob(c / rounds)]);
    parts.push(htmlTable(['Net', 'Rounds', 'Share'], rows, '', [0, 1, 2]));
  }
  return `<div class="side">${parts.join('')}</div>`;
}

function roundHtml(t: BlackjackTable): string {
  const r = t.sim.round;
  const entries = Object.entries(r.distribution)
    .map(([k, c]) => [Number(k) / r.stake, c] as const)
    .sort((a, b) => a[0] - b[0]);
  const chart = distributionChart(
    entries.map(([x, c]) => ({
      label: signed(x),
      net: x,
      share: c / r.rounds,
      title: `${signed(x)}: ${count(c)} rounds`,
    })),
    `${t.id}: the net of a round in initial bets, ${count(r.rounds)} rounds of sim (seed ${t.sim.seed}).`,
    'net result of the round, in initial bets',
  );
  const figures = htmlTable(
    ['Hit frequency (net > 0)', 'Push (net = 0)', 'Loss (net < 0)', 'Mean net', 'SD of net', 'Largest net seen'],
    [
      [
        pct(r.hitFrequency, 3),
        pct(r.pushFrequency, 3),
        pct(r.lossFrequency, 3),
        dec(r.netMean, 5),
        dec(r.netStdDev, 4),
        times(r.largestNetSeen / r.stake),
      ],
    ],
    'wide',
    [0, 1, 2, 3, 4, 5],
  );
  return `${keep(`<h3>A round: one seat, one initial bet, the strategy below</h3>${figures}
<p class="note">In units of the initial bet (${esc(money(r.stake))} in the simulation); a round’s net counts its doubles and splits. Hit frequency: the share of rounds the player ends ahead.</p>${chart}`)}
${keep(`<h4>The distribution in numbers</h4>${distributionTables(entries, r.rounds)}`)}`;
}

function largestHtml(t: BlackjackTable): string {
  const w = t.largestWin;
  const rows = w.perBet.map((b) => [esc(b.bet), times(b.multiple), esc(b.of)]);
  return keep(`<h3>Largest possible win</h3>
<p>Per round on the main bet: <strong>${times(w.main.multiple)}</strong> the initial bet (${esc(w.main.how)}).
${t.rules.perfectPairs ? `With Perfect Pairs at the same stake: <strong>${times(w.perBox)}</strong> per box.` : ''}
At the table’s highest limits one box wins at most <strong>${esc(money(w.perBoxAtMax))}</strong>; one player’s whole round at most
<strong>${esc(money(w.perRoundAtMax.minor))}</strong> (${esc(w.perRoundAtMax.how)}).</p>
${htmlTable(['Bet', 'Largest win (× its stake)', 'When'], rows, '', [1])}`);
}

const TENS_HELD = ['no ten-value card', 'one ten-value card (as with a blackjack: even money)', 'two ten-value cards'];

function sideBetsHtml(t: BlackjackTable): string {
  const parts: string[] = [];
  if (t.perfectPairs) {
    const pp = t.perfectPairs;
    const rows = pp.outcomes.map((o) => [esc(o.label ?? ''), times(o.net / pp.stake), prob(o.probability)]);
    parts.push(
      keep(`<h3>Perfect Pairs, exactly (${t.rules.decks} decks)</h3>
${htmlTable(['Result', 'Net (× stake)', 'Chance'], rows, '', [1, 2])}
<p class="note">Return ${pct(pp.rtp)} = ${esc(pp.rtpFraction ?? '')}; SD ${dec(pp.sd, 4)} per unit staked. Every ordered pair of cards of a full shoe, classed by the engine’s perfectPairsResult (pairs by rank) and paid at the engine’s odds.</p>`),
    );
  }
  if (t.insurance) {
    const ins = t.insurance;
    const rows = [
      ['averaged over the player’s cards (= off the top)', ins.average] as const,
      ...ins.byTensHeld.map((b) => [`the player holds ${TENS_HELD[b.tens] ?? b.tens}`, b.figures] as const),
    ].map(([what, f]) => [esc(what), prob(f.hitFrequency), pct(f.rtp), esc(f.rtpFraction ?? ''), dec(f.sd, 4)]);
    parts.push(
      keep(`<h3>Insurance, exactly (${t.rules.decks} decks)</h3>
${htmlTable(['Dealer shows an ace and', 'P(dealer blackjack)', 'Return', 'As a fraction', 'SD'], rows, '', [1, 2, 3, 4])}
<p class="note">The insurance bet on its own (pays 2 to 1 by the engine’s insuranceReturn), per unit of the insurance stake, from a full shoe less the dealer’s ace, and less the player’s two cards where stated. The strategy behind the main figure never insures.</p>`),
    );
  }
  return parts.join('\n');
}

function methodHtml(t: BlackjackTable): string {
  const s = t.sim;
  const screen = t.rulesScreen;
  const compare = screen
    ? `; the rules screen shows ${pctCi(screen.perInitialBet.rtp, screen.perInitialBet.ci95)} from ${count(screen.rounds)} rounds (<code>${esc(screen.command)}</code>)`
    : '';
  return keep(`<h3>How these figures were made</h3>
<p>The main bet and the round: the product’s simulator, reproducible with</p><span class="cmd">${esc(s.command)}</span>
<p class="note">${count(s.rounds)} rounds on seed <code>${esc(s.seed)}</code> in ${s.workers} worker thread(s), ${esc(duration(s.seconds))} (${count(s.roundsPerSecond)} rounds/s); any number of workers prints the same figures for a seed. Stake ${esc(money(s.round.stake))}; the table’s own shoe, shuffle and rules; the basic strategy below; insurance and even money declined. Each interval is the 95 % confidence interval (±1.96 standard errors of the ratio estimator).</p>
<p class="note">For comparison: the engine’s expected-value calculator (card removal to the first three cards only) gives ${pct(t.calculated)} per initial bet${compare}.</p>
<h4>The rules object</h4><p class="note"><code>${esc(JSON.stringify(t.rules))}</code></p>`);
}

export function blackjackTableHtml(t: BlackjackTable, first: boolean): string {
  return `<section class="table${first ? ' first' : ''}" id="${esc(t.id)}">
<h2>${esc(t.text.title)} <small>(${esc(t.id)})</small></h2>
${headline(t)}
${roundHtml(t)}
${largestHtml(t)}
${sideBetsHtml(t)}
${methodHtml(t)}
${keep(`<h3>${esc(t.id)}: the strategy the main figure assumes</h3>${strategyHtml(t.chart)}`)}
${rulesHtml(RULES_HEADING, t.text, ['paytable', 'limits'])}
</section>`;
}
