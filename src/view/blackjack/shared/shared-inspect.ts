/**
 * What a shared blackjack table tells the access layer and the browser tests (look/inspector.ts):
 * each box whose it is (a free one takes the seat when tapped), and the table as it shows it.
 */
import type { SharedSnapshot } from '../../../games/shared/shared-table';
import { expose } from '../../../look/inspector';
import type { Translate } from '../../../platform/i18n';
import type { TableScene } from '../table-scene';
import { holderOf, windowOpen } from './shared-table-view';

export function exposeSharedTable(
  scene: TableScene,
  t: Translate,
  o: {
    snapshot: () => SharedSnapshot;
    busy: () => boolean;
    said: () => string;
    secondsLeft: (at: number) => number;
  },
): void {
  for (const [n, seat] of scene.seats) {
    expose(
      `bj.seat.${n}`,
      seat.circle,
      () => {
        const name = holderOf(o.snapshot(), n);
        return name ? t('a11y.shared.box', { box: n, name }) : t('a11y.shared.freeBox', { box: n });
      },
      () => windowOpen(o.snapshot()) || holderOf(o.snapshot(), n) === null,
    );
  }
  // The phase, the cards, the boxes' holders, the turn and its time left, the balance, the message.
  expose('bj.state', scene.dealer, () => {
    const s = o.snapshot();
    return JSON.stringify({
      phase: s.state.phase,
      busy: o.busy(),
      seq: s.seq,
      ...scene.shownCards(),
      holders: s.state.seats,
      mine: s.you.boxes,
      asked: s.state.asked,
      left: s.state.asked ? o.secondsLeft(s.state.asked.deadline) : null,
      balance: s.balance,
      message: o.said(),
    });
  });
}
