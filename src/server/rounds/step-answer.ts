/** The answer to a round call, from the step the game just took. */
import type { GameId } from '../../contract/names';
import type { RoundAnswer } from '../../contract/rounds';
import type { Minor } from '../../engine/shared/money';
import type { GameStep } from '../tables/types';

export function stepAnswer(
  round: { id: string; game: GameId; table: string; tier: string | null },
  step: GameStep,
  balance: Minor,
): RoundAnswer {
  return {
    roundId: round.id,
    game: round.game,
    table: round.table,
    status: step.status,
    phase: step.phase,
    events: [...step.events],
    view: step.view,
    legal: step.legal,
    staked: step.staked,
    returned: step.returned,
    balance,
    ...(round.tier ? { tier: round.tier } : {}),
  };
}
