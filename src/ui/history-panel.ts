/**
 * Game history / recall (issue 7): the last rounds of a game, newest first; a tap on one opens
 * its recall — marked as a recall — with every wager, the cards or the winning number, every win
 * and the balance before and after; Back returns to the list. Built on Panel like the settings
 * and rules panels; the words and figures come from history/format.ts.
 */
import type { Minor } from '../engine/shared/money';
import type { HistoryEntry } from '../platform/history';
import type { Language, Translate } from '../platform/i18n';
import { expose } from '../view/kit/inspector';
import { HistoryList } from './history/list-view';
import { RecallView } from './history/recall-view';
import { Panel } from './panel';

export interface HistoryPanelOptions {
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  invalidate: () => void;
  onClose: () => void;
}

export class HistoryPanel extends Panel {
  private readonly list: HistoryList;
  private recall: RecallView | null = null;
  private lastSize: [number, number, number, number] | null = null;

  constructor(
    private readonly entries: readonly HistoryEntry[],
    private readonly o: HistoryPanelOptions,
  ) {
    super(o.t('history.title'), o.t('history.close'), o.invalidate, o.onClose);
    this.cardMaxWidth = 520;
    this.list = new HistoryList(entries, o, (i) => this.open(i));
    this.content.addChild(this.list);
    expose('history.close', this.closeButton, () => o.t('history.close'));
  }

  /** Opens the recall of the entry at `index` (as given), or returns to the list with null. */
  open(index: number | null): void {
    if (this.recall) {
      this.recall.destroy({ children: true });
      this.recall = null;
    }
    const entry = index === null ? undefined : this.entries[index];
    if (entry) {
      this.recall = new RecallView(entry, this.o, () => this.open(null));
      this.content.addChild(this.recall);
    }
    this.list.show(this.recall === null);
    this.scrollBy(-Number.MAX_SAFE_INTEGER);
    if (this.lastSize) this.resize(...this.lastSize);
    this.invalidate();
  }

  /** Whether a recall (not the list) is showing. */
  get recalling(): boolean {
    return this.recall !== null;
  }

  override resize(w: number, h: number, offsetX = 0, offsetY = 0): void {
    this.lastSize = [w, h, offsetX, offsetY];
    super.resize(w, h, offsetX, offsetY);
  }

  protected layoutContent(width: number): number {
    return this.recall ? this.recall.layout(width) : this.list.layout(width);
  }
}
