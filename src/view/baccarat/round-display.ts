/**
 * The round on the felt between snapshots: the hands' cards and totals, the winner's lights and
 * the result and payout lines. After a round they stay until the player starts the next one
 * (sheet 001: NEW BET, SAME BETS, REBET ×2, or a chip on an area), then sweep away.
 */
import type { BaccaratRules } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import { handTotal, type Outcome, type Tableau } from '../../engine/baccarat/tableau';
import type { Minor } from '../../engine/shared/money';
import type { BaccaratTableView } from '../../machines/baccarat/view';
import type { Translate } from '../../platform/i18n';
import type { BaccaratAnimator } from './animator';
import type { TableScene } from './table-scene';
import { payoutText, resultText } from './table-sync';

export class RoundDisplay {
  /** The last round's cards and result are still on the table (betting has not begun). */
  showingResult = false;
  private resultLine = '';
  private payoutLine = '';

  constructor(
    private readonly scene: TableScene,
    private readonly animator: BaccaratAnimator,
    private readonly t: Translate,
    private readonly money: (m: Minor) => string,
    private readonly rules: BaccaratRules,
    private readonly invalidate: () => void,
  ) {}

  /** The result over what it paid, or null before a result. */
  lines(): string | null {
    if (!this.resultLine) return null;
    return this.payoutLine ? `${this.resultLine}\n${this.payoutLine}` : this.resultLine;
  }

  /** The result is in: the winning hand and area light up, NATURAL marks a natural hand. */
  lightResult(outcome: Outcome): void {
    this.resultLine = resultText(outcome, this.t);
    const { hands } = this.scene;
    const natural = this.t('bac.mark.natural');
    hands.player.setWinner(outcome.winner === 'player', outcome.natural && outcome.playerTotal >= 8 ? natural : '');
    hands.banker.setWinner(outcome.winner === 'banker', outcome.natural && outcome.bankerTotal >= 8 ? natural : '');
    for (const [area, view] of this.scene.areas) view.setResult(area === outcome.winner ? 'win' : null);
  }

  paid(settlement: Settlement): void {
    this.payoutLine = payoutText(settlement, this.rules, this.t, this.money);
  }

  /** A new round is dealt: whatever is left of the last one goes at once. */
  startRound(): void {
    this.reset();
    this.scene.hands.player.clear();
    this.scene.hands.banker.clear();
    for (const area of this.scene.areas.values()) area.payStack.setAmount(0);
  }

  /** The player starts betting again: the finished round sweeps off the felt. */
  newBet(): void {
    if (!this.showingResult) return;
    this.reset();
    const cards = [...this.scene.hands.player.takeCards(), ...this.scene.hands.banker.takeCards()];
    void this.animator.sweep(cards).then(() => {
      for (const c of cards) c.recycle();
      this.invalidate();
    });
  }

  /** A resumed table: the cards of the round in play, face up, with totals and lights. */
  showTableau(view: BaccaratTableView): void {
    this.showCards(view.round?.tableau ?? null);
  }

  /** Cards lying on the table with no motion (a resumed round, a shared table drawn as it stands). */
  showCards(tableau: Pick<Tableau, 'player' | 'banker' | 'outcome'> | null): void {
    for (const side of ['player', 'banker'] as const) {
      const hand = this.scene.hands[side];
      hand.clear();
      if (!tableau) continue;
      for (const card of tableau[side]) hand.addCard(card, true);
      if (tableau[side].length > 0) hand.setTotal(handTotal(tableau[side]));
    }
    if (tableau?.outcome) this.lightResult(tableau.outcome);
  }

  private reset(): void {
    this.showingResult = false;
    this.resultLine = '';
    this.payoutLine = '';
    for (const area of this.scene.areas.values()) area.setResult(null);
  }
}
