/** The baccarat table as a replay shows it (replay-look.ts): the live screen, taking no input, without the roads. */
import type { BaccaratTableView } from '../../machines/baccarat/view';
import type { BaccaratActor } from '../../machines/baccarat.machine';
import { BaccaratScreen } from '../baccarat/baccarat-screen';
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

export class BaccaratReplayScreen extends BaccaratScreen implements ReplayTableScreen {
  constructor(
    actor: BaccaratActor,
    kit: TableKit,
    private readonly look: ReplayLook,
  ) {
    // The roads show the table's history, which a replay does not have: only its own coup.
    super(actor, kit, { roadsShown: () => false, onCloseRoads: () => undefined });
    withoutButtons(this.scene.hud);
  }

  controlsBox(): Rect | null {
    return controlsBoxOf(this.scene.layout);
  }

  hudHeight(): number {
    return this.scene.hud.barHeight;
  }

  protected override onKey(): void {}

  protected override showBalance(view: BaccaratTableView): void {
    super.showBalance(view);
    if (!this.look.balanceKnown) dashBalance(this.scene.hud);
  }

  protected override sync(view: BaccaratTableView): void {
    super.sync(view);
    inert(this.scene.root, this.scene.controls);
    if (view.phase === 'betting') this.setMessage(this.look.idleLine(view.context.placements.length > 0));
  }
}
