/**
 * A shared blackjack round as a replay shows it (replay-look.ts): the shared table's own screen,
 * five boxes with their holders' names, fed the re-run's snapshots by the replay's table
 * (games/replay/shared-replay.ts), taking no input, and telling the controller once each step is
 * on the table. A replay ends on the round as it was paid.
 */

import type { SharedReplayController } from '../../games/replay/shared-replay';
import type { SharedSnapshot } from '../../games/shared/shared-table';
import { SharedBlackjackScreen } from '../blackjack/shared/shared-blackjack-screen';
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

export class SharedBlackjackReplayScreen extends SharedBlackjackScreen implements ReplayTableScreen {
  constructor(
    private readonly replay: SharedReplayController,
    kit: TableKit,
    private readonly look: ReplayLook,
  ) {
    super(replay.table, kit, { behindMatch: { get: () => true, set: () => undefined } });
    withoutButtons(this.scene.hud);
  }

  controlsBox(): Rect | null {
    return controlsBoxOf(this.scene.layout);
  }

  hudHeight(): number {
    return this.scene.hud.barHeight;
  }

  protected override onKey(): void {}

  override resume(): void {
    super.resume();
    this.replay.shown(this.snapshot.step);
  }

  protected override async animate(s: SharedSnapshot, previous: SharedSnapshot): Promise<void> {
    await super.animate(s, previous);
    this.replay.shown(s.step);
  }

  protected override sync(s: SharedSnapshot): void {
    super.sync(s);
    inert(this.scene.root, this.scene.controls);
    if (s.state.phase === 'idle') {
      const placed = Array.isArray(s.state.bets) && s.state.bets.length > 0;
      this.setMessage(this.look.idleLine(placed));
    }
    if (!this.look.balanceKnown) dashBalance(this.scene.hud);
  }
}
