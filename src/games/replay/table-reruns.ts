/**
 * Baccarat and roulette rounds dealt again from their records: both settle in the call that opens
 * them, so a re-run is one step, made by the same engine calls as the server's (src/server/tables/
 * baccarat.ts, roulette.ts): baccarat's coup from a shoe stacked with its recorded cards, roulette's
 * layout settled on the recorded number.
 */
import { BET_AREAS, type Bets, tableRules } from '../../engine/baccarat/rules';
import { settle as settleCoup } from '../../engine/baccarat/settle';
import { dealRound } from '../../engine/baccarat/tableau';
import { expandBet } from '../../engine/roulette/bets';
import { rouletteTable } from '../../engine/roulette/rules';
import { settle as settleSpin } from '../../engine/roulette/settle';
import { spinTo } from '../../engine/roulette/wheel';
import { SeededRng } from '../../engine/shared/rng';
import { beginRound, stackedShoe } from '../../engine/shared/shoe';
import type { BaccaratRoundView, BaccaratStepEvent } from '../../machines/baccarat/port';
import type { RouletteBet, RouletteRoundView, RouletteStepEvent } from '../../machines/roulette/port';
import { isAmount, isRecord } from '../../platform/storage';
import { ReplayProblem, type ReplayRecord } from './record';
import { checkFigures, type Rerun, replayStep, rerunning } from './rerun';

export type BaccaratRerun = Rerun<Bets, never, BaccaratRoundView, BaccaratStepEvent>;
export type RouletteRerun = Rerun<readonly RouletteBet[], never, RouletteRoundView, RouletteStepEvent>;

function areaBets(raw: unknown): Bets {
  if (!isRecord(raw) || !BET_AREAS.every((a) => raw[a] === undefined || isAmount(raw[a])))
    throw new ReplayProblem('replay-unreadable', 'bets: expected { player, banker, tie }');
  return { player: 0, banker: 0, tie: 0, ...(raw as Partial<Bets>) };
}

function layoutBets(raw: unknown): RouletteBet[] {
  const ok = Array.isArray(raw) && raw.every((b) => isRecord(b) && typeof b.bet === 'string' && isAmount(b.amount));
  if (!ok) throw new ReplayProblem('replay-unreadable', 'bets: expected a list of { bet, amount }');
  return raw as RouletteBet[];
}

export function rerunBaccarat(record: ReplayRecord): BaccaratRerun {
  return rerunning(record, () => {
    const rules = tableRules(record.base);
    const bets = areaBets(record.bets);
    const rng = new SeededRng(0);
    const dealt = dealRound(beginRound(stackedShoe(record.cards), rng), rng);
    const { tableau } = dealt;
    if (!tableau.outcome) throw new Error('the coup has no outcome');
    const dealtCards = tableau.player.length + tableau.banker.length;
    if (dealtCards !== record.cards.length)
      throw new Error(`${dealtCards} cards dealt of the ${record.cards.length} recorded`);
    const { winner, playerTotal, bankerTotal, natural } = tableau.outcome;
    const settlement = settleCoup(bets, winner, rules);
    const step = replayStep(record, {
      view: { bets, tableau, settlement, record: { winner, playerTotal, bankerTotal, natural } },
      events: [...dealt.events, ...settlement.events],
      staked: settlement.staked,
      returned: settlement.returned,
      settled: true,
    });
    checkFigures(record, step);
    return { bets, decisions: [], marks: [], steps: [step] };
  });
}

export function rerunRoulette(record: ReplayRecord): RouletteRerun {
  return rerunning(record, () => {
    const table = rouletteTable(record.base);
    const bets = layoutBets(record.bets);
    if (record.result === null) throw new ReplayProblem('replay-unreadable', 'result: the winning number is missing');
    const spin = spinTo(record.result);
    const { settlement, events } = settleSpin(
      table,
      bets.flatMap((b) => expandBet(b.bet, b.amount)),
      spin,
    );
    const step = replayStep(record, {
      view: { bets, spin, settlement },
      events: [{ type: 'wheel.spin' as const, spin }, ...events],
      staked: settlement.staked,
      returned: settlement.returned,
      settled: true,
    });
    checkFigures(record, step);
    return { bets, decisions: [], marks: [], steps: [step] };
  });
}
