/**
 * The simulator's own baccarat loop: the tableau of tableau.ts on card values in a typed-array
 * shoe (ValueShoe deals the values of exactly the cards the product's shoe deals for the same
 * Rng, lazily shuffled on tables that shuffle before every round: about five numbers a round),
 * with nothing allocated per round. tests/engine/baccarat/fast-sim.test.ts proves it deals the
 * same winners as dealRound round by round.
 */
import type { Rng } from '../shared/rng';
import { ValueShoe } from '../shared/value-shoe';
import type { BaccaratRules } from './rules';
import { bankerDraws, playerDraws } from './tableau';

/** Baccarat values of the ranks A, 2 … K. */
const BACCARAT_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0];

/** Winners as numbers: the index of the winning area in BET_AREAS order. */
const PLAYER_WINS = 0;
const BANKER_WINS = 1;
const TIE = 2;

export function baccaratShoe(rules: BaccaratRules, rng: Rng): ValueShoe {
  return new ValueShoe(rules.decks, rules.shuffle, rng, BACCARAT_VALUES);
}

/** Plays `rounds` rounds and counts the winners into `wins` (indexed PLAYER_WINS, BANKER_WINS, TIE). */
export function fastBaccarat(
  shoe: ValueShoe,
  rng: Rng,
  rounds: number,
  wins: Float64Array,
  each?: (w: number) => void,
): void {
  // The tableau's two rules as tables, read once: Banker's by (total, Player's third card + 1; 0: stood).
  const playerTable = Uint8Array.from({ length: 10 }, (_, t) => (playerDraws(t) ? 1 : 0));
  const bankerTable = Uint8Array.from({ length: 110 }, (_, k) =>
    bankerDraws(Math.floor(k / 11), k % 11 === 0 ? null : (k % 11) - 1) ? 1 : 0,
  );
  for (let round = 0; round < rounds; round++) {
    shoe.beginRound(rng);
    const p1 = shoe.draw(rng);
    const b1 = shoe.draw(rng);
    let player = (p1 + shoe.draw(rng)) % 10;
    let banker = (b1 + shoe.draw(rng)) % 10;
    if (player < 8 && banker < 8) {
      let third = 0;
      if (playerTable[player] === 1) {
        const card = shoe.draw(rng);
        third = card + 1;
        player = (player + card) % 10;
      }
      if (bankerTable[banker * 11 + third] === 1) banker = (banker + shoe.draw(rng)) % 10;
    }
    shoe.endRound();
    const w = player > banker ? PLAYER_WINS : banker > player ? BANKER_WINS : TIE;
    wins[w] = (wins[w] as number) + 1;
    each?.(w);
  }
}
