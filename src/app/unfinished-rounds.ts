/**
 * A game's unfinished round: its money is in play (an open round), or its result is still to be
 * shown (a table left in the middle of a round). It waits for that game's own table: boot opens
 * that table, and over the lobby or another game's table a panel says so, with a button to it.
 */
import type { GameId } from '../platform/games';
import type { Language, Translate } from '../platform/i18n';
import type { TableSlots } from '../platform/table-slots';
import type { TableWallet } from '../platform/wallet';
import { UnfinishedPanel } from '../ui/unfinished-panel';
import type { Stage } from '../view/kit/stage/stage';
import { gameNameKey } from '../view/kit/words/names';
import { type GameEntry, isPlayable, REGISTRY } from './registry';

export interface UnfinishedRounds {
  /** The table of the game's unfinished round, or null. */
  tableOf(id: GameId): string | null;
  /** The first playable game with an unfinished round. */
  first(): GameEntry | undefined;
  /** Says another game's unfinished round over the screen just shown (`here`: its game). */
  offer(here: GameId | null): void;
}

export function unfinishedRounds(o: {
  bank: Pick<TableWallet, 'openRound'>;
  slots: Pick<TableSlots, 'midRound'>;
  stage: Pick<Stage, 'openOverlay' | 'closeOverlay' | 'loop'>;
  t: Translate;
  lang: Language;
  onMessage: (text: string) => void;
  /** Opens the game at the table of its unfinished round. */
  open: (game: GameEntry, table: string | null) => void;
}): UnfinishedRounds {
  const tableOf = (id: GameId) => o.bank.openRound(id)?.table ?? o.slots.midRound(id);
  const waiting = (g: GameEntry) => isPlayable(g) && tableOf(g.id) !== null;
  return {
    tableOf,
    first: () => REGISTRY.find(waiting),
    offer(here) {
      const other = REGISTRY.find((g) => g.id !== here && waiting(g));
      if (!other) return;
      const panel = new UnfinishedPanel(
        o.t(gameNameKey(other.id)),
        o.t,
        o.lang,
        () => o.stage.loop.invalidate(),
        () => o.stage.closeOverlay(),
        () => {
          o.stage.closeOverlay();
          o.open(other, tableOf(other.id));
        },
      );
      o.stage.openOverlay(panel);
      o.onMessage(panel.text);
    },
  };
}
