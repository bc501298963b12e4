/**
 * The replay's banner across the top of the page, so nobody mistakes a replay for live play: REPLAY
 * and the round in full contrast on brass, and what a replay is (nothing can be bet, no money
 * moves) beside it, or under it on a phone.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS, FONT_UI } from '../../look/theme';
import type { ReplayTranslate } from '../../platform/i18n/replay';

const INK = 0x22180a;

/** A round id shortened for a narrow banner: a UUID's first block (the figures show it whole). */
const shortId = (id: string): string => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

export class ReplayBanner extends Container {
  private readonly band = new Graphics();
  private readonly title: Text;
  private readonly round: Text;
  private readonly note: Text;

  constructor(
    private readonly rt: ReplayTranslate,
    private readonly roundId: string,
  ) {
    super();
    const style = (size: number, weight: '400' | '700', spacing = 0) => ({
      fontFamily: FONT_UI,
      fontSize: size,
      fontWeight: weight,
      fill: INK,
      letterSpacing: spacing,
    });
    this.title = new Text({ text: rt('replay.banner'), style: style(16, '700', 4) });
    this.round = new Text({ text: rt('replay.round', { id: roundId }), style: style(13, '700') });
    this.note = new Text({ text: rt('replay.bannerNote'), style: { ...style(12, '400'), wordWrap: true } });
    this.addChild(this.band, this.title, this.round, this.note);
    expose('replay.banner', this.band, () => `${this.title.text} · ${this.round.text}. ${this.note.text}`, undefined, {
      role: 'text',
    });
  }

  /** Lays the banner out across `width`; returns its height. */
  layout(width: number, narrow: boolean): number {
    const pad = 14;
    this.round.text = this.rt('replay.round', { id: narrow ? shortId(this.roundId) : this.roundId });
    this.title.position.set(pad, 10);
    this.round.position.set(
      Math.round(pad + this.title.width + 14),
      Math.round(10 + (this.title.height - this.round.height) / 2),
    );
    let height: number;
    if (narrow) {
      this.note.style.wordWrapWidth = width - 2 * pad;
      this.note.position.set(pad, Math.round(10 + this.title.height + 3));
      height = Math.round(this.note.y + this.note.height + 8);
    } else {
      const left = this.round.x + this.round.width + 24;
      this.note.style.wordWrapWidth = Math.max(120, width - left - pad);
      height = Math.round(Math.max(this.title.height + 20, this.note.height + 16));
      this.note.position.set(Math.round(width - pad - this.note.width), Math.round((height - this.note.height) / 2));
      this.title.y = Math.round((height - this.title.height) / 2);
      this.round.y = Math.round((height - this.round.height) / 2);
    }
    this.band
      .clear()
      .rect(0, 0, width, height)
      .fill({ color: COLORS.brass })
      .rect(0, height - 2, width, 2)
      .fill({ color: INK, alpha: 0.35 });
    return height;
  }
}
