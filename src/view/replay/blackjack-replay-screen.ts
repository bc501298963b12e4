/**
 * The blackjack table as a replay shows it (replay-look.ts): the live screen, taking no input, and
 * a payout that pays without sweeping the cards: a replay ends on the round as it was paid.
 */
import type { BlackjackTableView } from '../../machines/blackjack/view';
import type { BlackjackActor } from '../../machines/blackjack.machine';
import { BlackjackScreen } from '../blackjack/blackjack-screen';
import type { Rect } from '../kit/table/geometry';
import type { TableKit } from '../kit/table/table-kit';
import {
  controlsBoxOf,
  dashBalance,
  inert,
  type ReplayLook,
  type ReplayTableScreen,
  withoutButtons,
} from './replay-look';

export class BlackjackReplayScreen extends BlackjackScreen implements ReplayTableScreen {
  constructor(
    actor: BlackjackActor,
    kit: TableKit,
    private readonly look: ReplayLook,
  ) {
    super(actor, kit);
    withoutButtons(this.scene.hud);
  }

  controlsBox(): Rect | null {
    return controlsBoxOf(this.scene.layout);
  }

  hudHeight(): number {
    return this.scene.hud.barHeight;
  }

  protected override onKey(): void {}

  protected override showBalance(view: BlackjackTableView): void {
    super.showBalance(view);
    if (!this.look.balanceKnown) dashBalance(this.scene.hud);
  }

  /** The payout shows the win and the balance after it, and leaves the cards and chips where they lie. */
  protected override async animate(view: BlackjackTableView, previous: BlackjackTableView): Promise<void> {
    if (view.phase !== 'payout') return super.animate(view, previous);
    const won = view.round?.returned ?? 0;
    this.scene.hud.setWin(won, true);
    if (won > 0) this.kit.sound('win');
    this.sync(view);
  }

  protected override sync(view: BlackjackTableView): void {
    super.sync(view);
    inert(this.scene.root, this.scene.controls);
    if (view.phase === 'betting') this.setMessage(this.look.idleLine(view.placements.length > 0));
  }
}
