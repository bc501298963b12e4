/**
 * Game history / recall (issue 7): the last rounds of a game, newest first; a tap on one opens
 * its recall — marked as a recall — with every wager, the cards or the winning number, every win
 * and the balance before and after; Back returns to the list. Built on Panel like the settings
 * and rules panels; the words and figures come from history/format.ts.
 *
 * Against the game server (issue 21) the panel is given a FairnessSource: the list opens with the
 * fairness section (the seeds, a client seed field and ROTATE) and each recall has a VERIFY.
 */
import type { Graphics } from 'pixi.js';
import type { Minor } from '../engine/shared/money';
import { expose } from '../look/inspector';
import type { HistoryEntry } from '../platform/history';
import type { Language, Translate } from '../platform/i18n';
import { fairnessTranslator } from '../platform/i18n/fairness';
import { replayTranslator } from '../platform/i18n/replay';
import type { FairnessSource } from '../platform/remote/fairness-source';
import { openReplayWindow, type ReplayAccess } from '../platform/replay-handoff';
import { FairnessSection } from './fairness/section';
import { type Box, domSeedField, type SeedFieldFactory } from './fairness/seed-field';
import { HistoryList } from './history/list-view';
import { type RecallFairness, type RecallReplay, RecallView } from './history/recall-view';
import { Panel } from './panel';

export interface HistoryPanelOptions {
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  invalidate: () => void;
  onClose: () => void;
  /** The game server's seeds and round checks: the fairness section and VERIFY (none in demo play). */
  fairness?: FairnessSource | null;
  /** Makes the client seed's text field (default: a DOM `<input>` over the canvas; tests give their own). */
  seedField?: SeedFieldFactory;
  /** The game server's session for a recall's REPLAY (absent or null: no REPLAY, as in demo play here). */
  replay?: (() => ReplayAccess | null) | null;
  /** Opens a round's replay with the session; false when no window opened (default: a new window). */
  openReplay?: (round: string, access: ReplayAccess) => boolean;
}

export class HistoryPanel extends Panel {
  private readonly list: HistoryList;
  private readonly section: FairnessSection | null = null;
  private readonly fairness: RecallFairness | null = null;
  private recall: RecallView | null = null;
  private lastSize: [number, number, number, number] | null = null;

  constructor(
    private readonly entries: readonly HistoryEntry[],
    private readonly o: HistoryPanelOptions,
  ) {
    super(o.t('history.title'), o.t('history.close'), o.invalidate, o.onClose);
    this.cardMaxWidth = 520;
    this.list = new HistoryList(entries, o, (i) => this.open(i));
    if (o.fairness) {
      const ft = fairnessTranslator(o.lang);
      const relayout = () => this.relayout();
      this.fairness = { source: o.fairness, ft, relayout };
      this.section = new FairnessSection({
        source: o.fairness,
        ft,
        field: o.seedField ?? domSeedField,
        invalidate: o.invalidate,
        relayout,
      });
      this.content.addChild(this.section);
      void this.section.load();
    }
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
      this.recall = new RecallView(entry, this.o, () => this.open(null), this.fairness, this.replayOf(entry));
      this.content.addChild(this.recall);
    }
    this.list.show(this.recall === null);
    if (this.section) this.section.visible = this.recall === null;
    this.scrollBy(-Number.MAX_SAFE_INTEGER);
    this.relayout();
  }

  /** A finished round's REPLAY, in a window of its own; none for a void round (it dealt nothing to show). */
  private replayOf(entry: HistoryEntry): RecallReplay | null {
    const access = this.o.replay;
    if (!access || entry.status === 'void') return null;
    const open = this.o.openReplay ?? ((round, a) => openReplayWindow(window, { round, lang: this.o.lang, access: a }));
    return {
      rt: replayTranslator(this.o.lang),
      open: () => {
        const a = access();
        return a !== null && open(entry.roundId, a);
      },
      relayout: () => this.relayout(),
    };
  }

  /** Whether a recall (not the list) is showing. */
  get recalling(): boolean {
    return this.recall !== null;
  }

  /** The content's height changed (a message, a verify's outcome): lays the panel out again. */
  private relayout(): void {
    if (this.destroyed) return;
    if (this.lastSize) this.resize(...this.lastSize);
    this.invalidate();
  }

  override resize(w: number, h: number, offsetX = 0, offsetY = 0): void {
    this.lastSize = [w, h, offsetX, offsetY];
    super.resize(w, h, offsetX, offsetY);
    this.placeField();
  }

  override scrollBy(dy: number): void {
    super.scrollBy(dy);
    this.placeField();
  }

  /** The client seed's DOM field follows its place as the panel lays out and scrolls. */
  private placeField(): void {
    if (!this.section) return;
    // The visible part is the content's mask; a mask has no bounds of its own (Pixi leaves masks
    // out of measuring), so its drawn rectangle is taken to the page.
    const mask = this.content.mask as Graphics | null;
    let clip: Box | null = null;
    if (mask) {
      const b = mask.bounds;
      const at = mask.toGlobal({ x: b.minX, y: b.minY });
      clip = { x: at.x, y: at.y, width: b.width, height: b.height };
    }
    this.section.placeField(clip);
  }

  protected layoutContent(width: number): number {
    if (this.recall) return this.recall.layout(width);
    let y = 0;
    if (this.section) {
      this.section.position.set(0, 0);
      y = this.section.layout(width) + 14;
    }
    this.list.y = y;
    return y + this.list.layout(width);
  }
}
