/**
 * The coup on a shared baccarat felt: dealt from the shoe and turned with the solo table's
 * animations (speed play shortens them, the table's clock never waits for them), the result lit,
 * the player's own part paid as at the solo table and everyone else's chips settled beside it, the
 * cut card's coup and a new shoe announced; the cards stay until the next window opens and sweep
 * away then. A table drawn as it stands (a late arrival, a jump after a sleeping tab) gets the
 * coup's cards face up, with no motion.
 */
import { Point } from 'pixi.js';
import type { SharedEvent, SharedPublicState } from '../../../contract/shared';
import type { RoundRecord } from '../../../engine/baccarat/roads';
import type { BaccaratRules, Bets } from '../../../engine/baccarat/rules';
import type { Settlement } from '../../../engine/baccarat/settle';
import type { TableauEvent } from '../../../engine/baccarat/tableau';
import type { TableKit } from '../../kit/table/table-kit';
import { cardNames } from '../../kit/words/card-names';
import { BaccaratAnimator } from '../animator';
import type { BaccaratFlights } from '../chip-flights';
import { RoundDisplay } from '../round-display';
import type { TableScene } from '../table-scene';
import type { OthersChips } from './others-chips';
import { type Coup, coupOf, ownSettlement } from './table-read';

export interface CoupStageParts {
  scene: TableScene;
  kit: TableKit;
  rules: BaccaratRules;
  flights: BaccaratFlights;
  others: OthersChips;
  /** The cards' time scale (speed play, reduced motion). */
  cardSpeed: () => number;
  /** The message line. */
  say: (text: string) => void;
  /** The table has moved on past the step on show (its next window is open): the payout hurries. */
  behind: () => boolean;
}

const isTableau = (e: unknown): e is TableauEvent =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { type?: unknown }).type === 'card' || (e as { type?: unknown }).type === 'result');

/** The cards a coup leaves on the felt, as a key: the same coup is never drawn twice. */
const keyOf = (coup: Coup | null) => (coup ? `${coup.player.join()}|${coup.banker.join()}` : '');

export class CoupStage {
  /** The coup whose result shows on the felt (dealt here or drawn as it stands). */
  coup: Coup | null = null;
  /** The coup dealt in this window (its result may not be settled yet). */
  dealt: Coup | null = null;
  /** The player's part of the coup, once paid. */
  paid: Settlement | null = null;
  cutCard = false;
  freshShoe = false;
  /** The player's chips went home after the payout: their stacks stay empty until the next window. */
  collected = false;
  /** A coup or its payout is being shown. */
  running = false;
  private readonly animator: BaccaratAnimator;
  private readonly round: RoundDisplay;
  private onFelt = '';

  constructor(private readonly o: CoupStageParts) {
    const { kit, scene } = o;
    const { t } = kit;
    this.animator = new BaccaratAnimator({
      hands: scene.hands,
      shoeMouth: () => scene.shoeMouth(),
      speed: o.cardSpeed,
      sound: kit.sound,
      hold: kit.hold,
      release: kit.release,
      say: (what) => o.say(t(what === 'playerDraws' ? 'bac.msg.playerDraws' : 'bac.msg.bankerDraws')),
      told: (side, cards, total, third) => {
        const who = t(side === 'player' ? 'bet.bac.player' : 'bet.bac.banker');
        kit.announce(
          third
            ? t('a11y.third', { who, card: cardNames(cards, t), total })
            : t('a11y.hand', { who, cards: cardNames(cards, t), total }),
        );
      },
      result: (outcome) => {
        this.round.lightResult(outcome);
        o.say(this.round.lines() ?? '');
      },
    });
    this.round = new RoundDisplay(scene, this.animator, t, kit.money, o.rules, kit.invalidate);
  }

  /** A new window: the last coup's cards sweep off, its lights and winnings go. */
  clearFelt(): void {
    this.round.showingResult = this.onFelt !== '';
    this.round.newBet();
    for (const area of this.o.scene.areas.values()) area.payStack.setAmount(0);
    this.coup = null;
    this.dealt = null;
    this.paid = null;
    this.cutCard = false;
    this.collected = false;
    this.onFelt = '';
  }

  closeShoe(): void {
    this.freshShoe = true;
  }

  /** A new shoe for this coup: said before its first cards come out. */
  async openShoe(): Promise<void> {
    this.freshShoe = true;
    this.o.say(this.o.kit.t('shared.newShoe'));
    await this.animator.pause(0.8);
  }

  /** The coup dealt from the shoe and turned; the roads take it once its result shows. */
  async deal(e: SharedEvent, history: readonly RoundRecord[]): Promise<void> {
    const coup = coupOf(e.coup);
    if (!coup) return;
    this.running = true;
    try {
      this.round.startRound();
      this.onFelt = keyOf(coup);
      this.dealt = coup;
      this.cutCard = e.cutCard === true;
      const { t } = this.o.kit;
      this.o.say(this.cutCard ? t('shared.cutCard') : this.freshShoe ? t('shared.newShoe') : t('shared.noMoreBets'));
      const events = Array.isArray(e.events) ? e.events.filter(isTableau) : [];
      await this.animator.play(events);
      this.coup = coup;
      this.freshShoe = false;
      this.o.scene.roads.setHistory(history);
    } finally {
      this.running = false;
    }
  }

  /**
   * The coup settled: the player's lost stakes go to the dealer and winnings come from the dealer
   * (the HUD's win counts up), everyone else's chips settle beside them, then what the player
   * keeps flies into the balance.
   */
  async settle(e: SharedEvent, own: Bets): Promise<void> {
    const coup = coupOf(e.round) ?? this.dealt;
    if (!coup) return;
    if (keyOf(coup) !== this.onFelt) this.draw(coup);
    const { scene, kit, flights, others, rules } = this.o;
    const paid = ownSettlement(own, coup, rules);
    this.running = true;
    kit.hold('bac.payout');
    try {
      const width = scene.layout?.felt.width ?? 0;
      const dealer = scene.root.toGlobal(new Point(width / 2, 0));
      const moves = [others.settle(coup.winner, rules, dealer)];
      if (paid) {
        for (const [area, view] of scene.areas) view.stack.setAmount(own[area]);
        moves.push(flights.settle(paid, scene.areas, dealer) as Promise<void>);
        if (paid.returned > 0) kit.sound('chipsPaid');
      }
      await Promise.all(moves);
      this.paid = paid;
      if (paid) {
        scene.hud.setWin(paid.returned, true);
        this.round.paid(paid);
        this.o.say(this.round.lines() ?? '');
        await this.animator.pause(this.o.behind() ? 0.3 : paid.returned > 0 ? 1.2 : 0.8);
        const balance = scene.hud.toGlobal(new Point(Math.min(120, scene.hud.width / 4), 30));
        await flights.collect(scene.areas, balance);
      }
      this.collected = true;
    } finally {
      kit.release('bac.payout');
      this.running = false;
    }
  }

  /** The felt as the table stands: the settled coup's cards face up, or none while bets are taken. */
  showFelt(state: SharedPublicState): void {
    const coup = state.phase === 'settled' ? coupOf(state.round) : state.phase === 'playing' ? this.dealt : null;
    // A table found settled: the player's chips of that coup have gone home already.
    if (state.phase === 'settled') this.collected = true;
    if (keyOf(coup) === this.onFelt) return;
    if (coup) this.draw(coup);
    else this.clearFelt();
  }

  private draw(coup: Coup): void {
    this.round.showCards({ player: coup.player, banker: coup.banker, outcome: coup });
    this.round.showingResult = true;
    this.onFelt = keyOf(coup);
    this.coup = coup;
    this.dealt = coup;
  }
}
