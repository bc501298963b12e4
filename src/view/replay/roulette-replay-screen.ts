/** The roulette table as a replay shows it (replay-look.ts): the live screen, taking no input. */
import type { RouletteTableView } from '../../machines/roulette/view';
import type { RouletteActor } from '../../machines/roulette.machine';
import type { Rect } from '../kit/table/geometry';
import type { TableKit } from '../kit/table/table-kit';
import { RouletteScreen } from '../roulette/roulette-screen';
import {
  controlsBoxOf,
  dashBalance,
  inert,
  type ReplayLook,
  type ReplayTableScreen,
  withoutButtons,
} from './replay-look';

export class RouletteReplayScreen extends RouletteScreen implements ReplayTableScreen {
  constructor(
    actor: RouletteActor,
    kit: TableKit,
    private readonly look: ReplayLook,
  ) {
    super(actor, kit, false);
    withoutButtons(this.scene.hud);
  }

  controlsBox(): Rect | null {
    return controlsBoxOf(this.scene.layout);
  }

  hudHeight(): number {
    return this.scene.hud.barHeight;
  }

  protected override onKey(): void {}

  protected override showBalance(view: RouletteTableView): void {
    super.showBalance(view);
    if (!this.look.balanceKnown) dashBalance(this.scene.hud);
  }

  protected override sync(view: RouletteTableView): void {
    super.sync(view);
    inert(this.scene.root, this.scene.controls);
    if (view.phase === 'betting') this.setMessage(this.look.idleLine(view.context.slip.actions.length > 0));
  }
}
