/**
 * A card table's shoe as the demo bank keeps it between rounds: made when the table first opens
 * (the order of RNG draws the engine replays: the shoe, then each round), read back while it is
 * whole and of the table's decks, made anew when it is not.
 */
import type { Rng } from '../../engine/shared/rng';
import { createShoe, restoreShoe, type ShoeState, type ShufflePolicy } from '../../engine/shared/shoe';
import type { GameHistory } from '../../platform/history';
import type { BankTx, DemoBank } from '../bank/demo-bank';

export interface ShoeRules {
  decks: number;
  shuffle: ShufflePolicy;
}

/** What the demo port of a card table (blackjack, baccarat) is made with. */
export interface CardTableOptions<Rules extends ShoeRules> {
  bank: DemoBank;
  history: GameHistory | null;
  table: string;
  rules: Rules;
  rng: Rng;
  /** A stacked shoe (tests): the table deals from it instead of a shuffled one. */
  shoe?: ShoeState;
}

/** A saved `{ shoe }` read back, when it is whole and of these decks (a stacked shoe always). */
export function keptShoe(saved: unknown, rules: ShoeRules): ShoeState | null {
  try {
    const shoe = restoreShoe((saved as { shoe?: unknown } | null)?.shoe);
    return shoe.policy === 'stacked' || shoe.decks === rules.decks ? shoe : null;
  } catch {
    return null;
  }
}

/** The table's shoe under `key`: the kept one, or a new one (`stacked`, in tests) saved at once. */
export function prepareShoe(bank: DemoBank, key: string, rules: ShoeRules, rng: Rng, stacked?: ShoeState): void {
  bank.prepareTable(
    key,
    (saved) => {
      const shoe = stacked ? null : keptShoe(saved, rules);
      return shoe ? { shoe } : null;
    },
    () => ({ shoe: stacked ?? createShoe(rules.decks, rules.shuffle, rng) }),
  );
}

/** The shoe a round is dealt from, inside a call. */
export function shoeIn(tx: BankTx, key: string, rules: ShoeRules, rng: Rng): ShoeState {
  return keptShoe(tx.table(key), rules) ?? createShoe(rules.decks, rules.shuffle, rng);
}
