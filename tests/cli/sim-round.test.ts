/**
 * `sim`'s `round` block: the distribution of a round's net counts every round once, its
 * frequencies and moments are those of the distribution, and they agree with the bets' own sums;
 * counting the nets left the blackjack figures of a seed as they were before the histogram (the
 * sums pinned below were printed by the loop without it).
 */
import { describe, expect, it } from 'vitest';
import { runSim as baccaratSim } from '../../src/cli/baccarat/sim';
import { runSim as blackjackSim, netBins, simStake } from '../../src/cli/blackjack/sim';
import { runSim as rouletteSim } from '../../src/cli/roulette/sim';
import type { RoundFigures } from '../../src/cli/round-stats';
import { tableRules } from '../../src/engine/blackjack/rules';

/** The round's figures recomputed from the distribution alone. */
function fromDistribution(round: RoundFigures) {
  const entries = Object.entries(round.distribution).map(([k, v]) => [Number(k), v] as const);
  const n = entries.reduce((a, [, c]) => a + c, 0);
  const mean = entries.reduce((a, [net, c]) => a + (net / round.stake) * c, 0) / n;
  const variance = entries.reduce((a, [net, c]) => a + c * (net / round.stake - mean) ** 2, 0) / (n - 1);
  const share = (keep: (net: number) => boolean) =>
    entries.filter(([net]) => keep(net)).reduce((a, [, c]) => a + c, 0) / n;
  return { n, mean, sd: Math.sqrt(variance), hit: share((x) => x > 0), push: share((x) => x === 0) };
}

function checkConsistent(round: RoundFigures, rounds: number): void {
  const d = fromDistribution(round);
  expect(d.n).toBe(rounds);
  expect(round.rounds).toBe(rounds);
  expect(round.hitFrequency).toBeCloseTo(d.hit, 12);
  expect(round.pushFrequency).toBeCloseTo(d.push, 12);
  expect(round.hitFrequency + round.pushFrequency + round.lossFrequency).toBeCloseTo(1, 12);
  expect(round.netMean).toBeCloseTo(d.mean, 12);
  expect(round.netStdDev).toBeCloseTo(d.sd, 12);
  const nets = Object.keys(round.distribution).map(Number);
  expect(round.largestNetSeen).toBe(Math.max(...nets));
  expect(round.smallestNetSeen).toBe(Math.min(...nets));
  for (const net of nets) expect(Number.isSafeInteger(net)).toBe(true);
}

const PINNED: Record<string, { wagered: number; returned: number }> = {
  'bj-classic': { wagered: 2239300, returned: 2221400 },
  'bj-european': { wagered: 22360000, returned: 22219500 },
  'bj-multiseat': { wagered: 2265000, returned: 2249050 },
  'bj-h17-8deck': { wagered: 2276500, returned: 2251200 },
};

describe('sim round block', () => {
  it.each(Object.keys(PINNED))('blackjack %s: same RTP sums as before, a consistent distribution', (table) => {
    const rounds = 20_000;
    const r = blackjackSim({ table, rounds, seed: 'pinned', rules: undefined });
    expect(r.bets.main).toMatchObject(PINNED[table]!);
    checkConsistent(r.round, rounds);
    const stake = simStake(tableRules(table));
    expect(r.round.stake).toBe(stake);
    // The round's mean net is the per-initial-bet RTP less one.
    expect(r.round.netMean).toBeCloseTo(r.bets.mainPerInitialBet!.rtp - 1, 12);
    // Within the rules' bounds, and the common nets are there: a loss, a push, a win, a blackjack.
    const bins = netBins(tableRules(table), stake);
    expect(r.round.smallestNetSeen).toBeGreaterThanOrEqual(-bins.offset * bins.unit);
    for (const net of [-stake, 0, stake, (3 * stake) / 2]) expect(r.round.distribution[String(net)]).toBeGreaterThan(0);
    expect(r.round.netStdDev).toBeGreaterThan(1);
    expect(r.round.netStdDev).toBeLessThan(1.3);
  });

  it('bins 6:5 blackjacks finer than half a stake', () => {
    const rules = tableRules('bj-multiseat', { blackjackPays: [6, 5] });
    const stake = simStake(rules);
    expect(netBins(rules, stake).unit).toBe(stake / 10);
    const r = blackjackSim({ table: 'bj-multiseat', rounds: 5000, seed: '6:5', rules: { blackjackPays: [6, 5] } });
    checkConsistent(r.round, 5000);
    expect(r.round.distribution[String((6 * stake) / 5)]).toBeGreaterThan(0);
  });

  it('baccarat: three nets, one per winner, counted as the bets were settled', () => {
    const rounds = 30_000;
    const r = baccaratSim({ table: 'baccarat-8deck', rounds, seed: 'round', rules: undefined });
    checkConsistent(r.round, rounds);
    expect(r.round.stake).toBe(300);
    // Player wins: +100 −100 −100; Banker: −100 +95 −100; Tie: 0 + 0 + 800.
    expect(Object.keys(r.round.distribution).sort()).toEqual(['-100', '-105', '800']);
    const { player, banker, tie } = r.bets as Record<string, { wagered: number; returned: number }>;
    const net = player!.returned + banker!.returned + tie!.returned - 3 * rounds * 100;
    expect(r.round.netMean * 300 * rounds).toBeCloseTo(net, 6);
    expect(r.round.distribution['800']).toBe(tie!.returned / 900);
  });

  it('roulette: every bet of the round together', () => {
    const rounds = 20_000;
    const r = rouletteSim({ table: 'roulette-european', rounds, seed: 'round', rules: undefined });
    checkConsistent(r.round, rounds);
    const bets = Object.values(r.bets);
    const wagered = bets.reduce((a, b) => a + b.wagered, 0);
    expect(r.round.stake * rounds).toBe(wagered);
    const returned = bets.reduce((a, b) => a + b.returned, 0);
    expect(r.round.netMean * r.round.stake * rounds).toBeCloseTo(returned - wagered, 6);
  });
});
