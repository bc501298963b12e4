/**
 * One recalled round, unmistakably marked as a recall (a banner and a watermark): when, which
 * table, the round id, the cards or the winning number, every wager and every win by name, and
 * the money — staked, returned, net, balance before and after. Detail it cannot read is shown as
 * unavailable.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { handTotal } from '../../engine/blackjack/hand';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { HistoryEntry } from '../../platform/history';
import type { FairnessTranslate } from '../../platform/i18n/fairness';
import type { ReplayTranslate } from '../../platform/i18n/replay';
import { upper } from '../../platform/i18n/upper';
import type { FairnessSource } from '../../platform/remote/fairness-source';
import { betName } from '../../view/kit/words/bet-names';
import { VerifyView } from '../fairness/verify-view';
import { manySeats, netFigure, outcomeText, readDetail, tableName, timeText, voidText } from './format';
import type { ViewOptions } from './list-view';
import { FigureRow, label, miniCards, pocket, TONE } from './pieces';

type Piece =
  | { kind: 'text'; node: Text; gap: number }
  | { kind: 'row'; node: FigureRow; gap: number }
  | { kind: 'block'; node: Container; gap: number }
  | { kind: 'view'; node: VerifyView; gap: number };

/** A round played against the game server can be verified from its revealed seed. */
export interface RecallFairness {
  source: FairnessSource;
  ft: FairnessTranslate;
  /** The recall's height changed (a verify's outcome): the panel lays out again. */
  relayout: () => void;
}

/** A round the game server keeps can be replayed on its table (issue 40), in a window of its own. */
export interface RecallReplay {
  rt: ReplayTranslate;
  /** Opens the round's replay; false when the browser opened no window (a blocked pop-up). */
  open: () => boolean;
  /** The recall's height changed (the blocked pop-up's note): the panel lays out again. */
  relayout: () => void;
}

export class RecallView extends Container {
  readonly back: Button;
  private readonly replay: Button | null = null;
  private readonly blocked: Text | null = null;
  private readonly banner = new Graphics();
  private readonly bannerText: Text;
  private readonly watermark: Text;
  private readonly pieces: Piece[] = [];
  private readonly summary = new Graphics();
  private summaryFrom = 0;

  constructor(
    entry: HistoryEntry,
    o: ViewOptions,
    onBack: () => void,
    fairness: RecallFairness | null = null,
    replay: RecallReplay | null = null,
  ) {
    super();
    const { t, money } = o;
    if (replay) {
      const blocked = label(replay.rt('replay.blocked'), 13, COLORS.brassLight, '600');
      blocked.visible = false;
      this.blocked = blocked;
      this.replay = new Button({
        label: `${replay.rt('replay.open')}  ›`,
        variant: 'secondary',
        fontSize: 14,
        onTap: () => {
          blocked.visible = !replay.open();
          replay.relayout();
        },
        invalidate: o.invalidate,
      });
      this.addChild(this.replay, blocked);
      expose('history.replay', this.replay, () => replay.rt('replay.open'));
    }
    this.back = new Button({
      label: `‹  ${t('history.back')}`,
      variant: 'secondary',
      fontSize: 14,
      onTap: onBack,
      invalidate: o.invalidate,
    });
    this.bannerText = label(t('history.recall'), 15, 0x22180a, '700', 4);
    this.watermark = label(t('history.recall'), 64, COLORS.brass, '700', 8);
    // Decoration (WCAG exempts it): the banner above says the same in full contrast.
    this.watermark.alpha = 0.07;
    this.watermark.anchor.set(0.5);
    this.watermark.rotation = -0.35;
    this.addChild(this.watermark, this.back, this.banner, this.bannerText, this.summary);
    expose('history.back', this.back, () => t('history.back'));
    expose('history.recall', this.banner, () => `${t('history.recall')} ${entry.roundId}`);

    this.text(label(tableName(entry.table, t), 19, COLORS.cream, '700'), 4);
    this.text(label(timeText(entry.time, o.lang, true), 13, COLORS.muted), 2);
    this.text(label(t('history.round', { id: entry.roundId }), 13, COLORS.muted), 2);
    this.text(label(t('history.recallNote'), 12, COLORS.muted), 8);
    if (entry.status === 'void') this.text(label(voidText(entry, t), 13, COLORS.brassLight, '600'), 6);

    this.heading(upper(t('history.result'), o.lang));
    this.detail(entry, o);
    if (fairness) {
      this.heading(upper(fairness.ft('fairness.verifyHeading'), o.lang));
      const node = new VerifyView({ roundId: entry.roundId, invalidate: o.invalidate, ...fairness });
      this.pieces.push({ kind: 'view', node, gap: 8 });
    }

    const seats = manySeats(entry);
    this.heading(upper(t('history.wagers'), o.lang));
    for (const w of entry.wagers) this.row(betName(entry.game, w.bet, t, seats), money(w.amount));
    this.heading(upper(t('history.wins'), o.lang));
    if (entry.wins.length === 0) this.text(label(t('history.noWins'), 14, COLORS.muted), 4);
    for (const w of entry.wins) this.row(betName(entry.game, w.bet, t, seats), money(w.amount), TONE.up);

    this.summaryFrom = this.pieces.length;
    const net = netFigure(entry, money);
    this.row(t('history.staked'), money(entry.staked), COLORS.cream, 14);
    this.row(t('history.returned'), money(entry.returned));
    this.row(t('history.net'), net.text, TONE[net.tone]);
    this.row(t('history.balanceBefore'), money(entry.balanceBefore), COLORS.cream, 10);
    this.row(t('history.balanceAfter'), money(entry.balanceAfter));
    for (const p of this.pieces) this.addChild(p.node);
  }

  private text(node: Text, gap: number): void {
    this.pieces.push({ kind: 'text', node, gap });
  }

  /** `value` in capitals already (upper(), in the player's language). */
  private heading(value: string): void {
    this.text(label(value, 12, COLORS.brassLight, '700', 1.5), 16);
  }

  private row(name: string, figure: string, fill: number = COLORS.cream, gap = 4): void {
    this.pieces.push({ kind: 'row', node: new FigureRow(name, figure, fill), gap });
  }

  private block(node: Container, gap = 6): void {
    this.pieces.push({ kind: 'block', node, gap });
  }

  /** The cards or the number, drawn per game. */
  private detail(entry: HistoryEntry, o: ViewOptions): void {
    const { t } = o;
    const d = readDetail(entry.game, entry.detail);
    const hand = (name: string, cards: Parameters<typeof miniCards>[0], note: string) => {
      const line = new Container();
      const caption = label(name, 13, COLORS.muted, '600');
      const row = miniCards(cards);
      row.position.set(0, caption.height + 4);
      const after = label(note, 14, COLORS.cream, '600');
      after.position.set(row.width + 10, row.y + Math.round((30 - after.height) / 2));
      line.addChild(caption, row, after);
      this.block(line, 8);
    };
    if (d.game === 'blackjack') {
      const dealer = handTotal(d.dealer);
      const dealerNote = dealer > 21 ? `${dealer} · ${outcomeText('bust', t)}` : String(dealer);
      hand(t('history.dealer'), d.dealer, d.dealer.length > 0 ? dealerNote : '');
      for (const h of d.hands) {
        const result = outcomeText(h.result, t);
        hand(t('history.seat', { seat: h.seat }), h.cards, result ? `${h.total} · ${result}` : String(h.total));
      }
    } else if (d.game === 'baccarat') {
      hand(t('history.player'), d.player, String(d.playerPoints));
      hand(t('history.banker'), d.banker, String(d.bankerPoints));
    } else if (d.game === 'roulette') {
      const line = new Container();
      const disc = pocket(d.number, d.colour);
      const words = label(`${t('history.number')} · ${t(`history.colour.${d.colour}`)}`, 14, COLORS.cream, '600');
      words.position.set(disc.width + 12, Math.round((disc.height - words.height) / 2));
      line.addChild(disc, words);
      this.block(line, 8);
    } else {
      this.text(label(t('history.unavailable'), 14, COLORS.muted), 6);
    }
  }

  layout(width: number): number {
    this.back.position.set(0, 0);
    this.replay?.position.set(Math.round(width - this.replay.buttonWidth), 0);
    let y = this.back.buttonHeight + 12;
    if (this.blocked?.visible) {
      this.blocked.style.wordWrapWidth = width;
      this.blocked.position.set(0, y);
      y += this.blocked.height + 10;
    }
    const bannerH = 34;
    this.banner
      .clear()
      .roundRect(0, y, width, bannerH, 8)
      .fill({ color: COLORS.brass, alpha: 0.95 })
      .rect(10, y + bannerH / 2 - 0.5, 18, 1)
      .fill({ color: 0x22180a, alpha: 0.5 })
      .rect(width - 28, y + bannerH / 2 - 0.5, 18, 1)
      .fill({ color: 0x22180a, alpha: 0.5 });
    this.bannerText.position.set(
      Math.round((width - this.bannerText.width) / 2),
      y + (bannerH - this.bannerText.height) / 2,
    );
    y += bannerH + 12;
    let summaryTop = 0;
    this.pieces.forEach((p, i) => {
      if (i === this.summaryFrom) {
        y += 16;
        summaryTop = y;
        y += 10;
      }
      y += i === this.summaryFrom ? 0 : p.gap;
      p.node.position.set(i >= this.summaryFrom ? 12 : 0, y);
      if (p.kind === 'text') {
        p.node.style.wordWrapWidth = width;
        y += p.node.height;
      } else if (p.kind === 'row') {
        y += p.node.layout(i >= this.summaryFrom ? width - 24 : width);
      } else if (p.kind === 'view') {
        y += p.node.layout(width);
      } else {
        y += p.node.height;
      }
    });
    y += 10;
    this.summary
      .clear()
      .roundRect(0, summaryTop, width, y - summaryTop, 10)
      .fill({ color: 0x000000, alpha: 0.25 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.3 });
    this.watermark.position.set(width / 2, Math.min(y / 2, 260));
    return y;
  }
}
