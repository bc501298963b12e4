/**
 * Blackjack simulation (HEADLESS.md): one seat plays N rounds through the engine's own round
 * driver (simulateRounds: the steps the table runs, on one draft) on the table's shoe and
 * shuffle policy, by the basic strategy computed for the table's rules, declining insurance and
 * even money.
 *
 * Bets reported: `main` is Σ returned ÷ Σ wagered with doubles and splits in the wager (the
 * HEADLESS.md definition); `mainPerInitialBet` counts only the initial bet as wagered and credits
 * the round's net result to it (initial bet + returned − staked), the figure house edges are quoted
 * in (house edge = 1 − that RTP).
 */
import { compileStrategy, strategyFor } from '../../engine/blackjack/advice';
import { type BlackjackRules, simulateRounds, tableRules } from '../../engine/blackjack/index';
import { SeededRng } from '../../engine/shared/rng';
import { createShoe } from '../../engine/shared/shoe';
import { UsageError } from '../io';
import type { SimOptions, SimReport } from '../sim';
import { RtpAccumulator } from '../stats';

/** Enough money that a double or split is never refused for want of balance. */
const BALANCE = 1e12;

/** The initial stake: the table minimum, raised to a whole multiple of what makes 3:2 and surrender exact. */
export function simStake(rules: BlackjackRules): number {
  const unit = 2 * rules.blackjackPays[1];
  const stake = Math.ceil(Math.max(rules.minBet, 100) / unit) * unit;
  if (stake > rules.maxBet) return rules.minBet;
  return stake;
}

/**
 * Everything before the first round (the rules, the strategy computed for them, the shoe), so
 * that `npm run sim` times only the rounds; the returned function plays them.
 */
export function prepareSim(options: SimOptions): () => SimReport {
  let rules: BlackjackRules;
  try {
    rules = tableRules(options.table, options.rules ?? {});
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const strategy = strategyFor(rules);
  compileStrategy(strategy);
  const rng = new SeededRng(options.seed);
  const stake = simStake(rules);
  const bets = [{ seat: 1, main: stake }];
  const shoe = createShoe(rules.decks, rules.shuffle, rng);
  return () => {
    const main = new RtpAccumulator();
    const perInitialBet = new RtpAccumulator();
    simulateRounds(rules, shoe, bets, BALANCE, rng, strategy, options.rounds, (staked, returned) => {
      main.add(staked, returned);
      perInitialBet.add(stake, stake + returned - staked);
    });
    return { table: options.table, bets: { main: main.figures(), mainPerInitialBet: perInitialBet.figures() } };
  };
}

export function runSim(options: SimOptions): SimReport {
  return prepareSim(options)();
}
