/**
 * A recalled round's VERIFY: the round is fetched in full and recomputed in this browser from the
 * revealed seed, and the recall says what that found — verified, a MISMATCH in the warning colour
 * with what the seed deals against what the round showed (the cards that differ ringed), or that
 * the round's seed is still in use (rotate it first). The outcome is one exposed text the
 * inspector and a screen reader read whole.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { colourOf } from '../../engine/roulette/wheel';
import { isCard } from '../../engine/shared/cards';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { FairnessTranslate } from '../../platform/i18n/fairness';
import type { FairnessSource } from '../../platform/remote/fairness-source';
import { label, miniCardRows, pocket, TONE } from '../history/pieces';
import { TONES } from './section';
import { type Evidence, type OutcomeWords, outcomeWords, verifyFailureText } from './words';

export interface VerifyViewOptions {
  roundId: string;
  source: FairnessSource;
  ft: FairnessTranslate;
  invalidate: () => void;
  /** The view's height changed: the panel lays out again. */
  relayout: () => void;
}

const PAD = 12;

export class VerifyView extends Container {
  readonly button: Button;
  private readonly box = new Graphics();
  private readonly title: Text;
  private readonly status: Text;
  private details = new Container();
  private words: OutcomeWords | null = null;
  private running = false;

  constructor(private readonly o: VerifyViewOptions) {
    super();
    const { ft } = o;
    this.button = new Button({
      label: ft('fairness.verify'),
      variant: 'secondary',
      fontSize: 14,
      onTap: () => void this.verify(),
      invalidate: o.invalidate,
    });
    this.title = label(ft('fairness.mismatch'), 16, TONE.down, '700', 2);
    this.status = label('', 14, COLORS.cream, '600');
    this.title.visible = false;
    this.status.visible = false;
    this.addChild(this.box, this.button, this.title, this.status, this.details);
    expose(
      'history.verify',
      this.button,
      () => ft('fairness.verify'),
      () => this.button.enabled,
    );
    const summary = () => this.words?.summary ?? this.status.text;
    expose('history.verify.result', this.status, summary, undefined, { role: 'text', name: summary });
  }

  /** Checks the round; the button waits meanwhile. */
  async verify(): Promise<void> {
    if (this.running) return;
    const { ft } = this.o;
    this.running = true;
    this.button.enabled = false;
    this.words = null;
    this.show('info', ft('fairness.verifying'));
    try {
      const outcome = await this.o.source.verify(this.o.roundId);
      if (this.destroyed) return;
      this.words = outcomeWords(outcome, ft);
      this.show(this.words.tone, this.words.text, this.words.title);
    } catch (error) {
      if (this.destroyed) return;
      this.show('warn', verifyFailureText(error, ft));
    } finally {
      if (!this.destroyed) {
        this.running = false;
        this.button.enabled = true;
      }
    }
  }

  private show(tone: keyof typeof TONES, text: string, title: string | null = null): void {
    this.status.text = text;
    this.status.style.fill = tone === 'info' ? COLORS.cream : TONES[tone];
    this.status.visible = true;
    this.title.visible = title !== null;
    this.o.relayout();
  }

  /** One side of a mismatch: its caption, then the cards, the pocket or the hash. */
  private side(caption: string, evidence: Evidence, other: Evidence | undefined, width: number): Container {
    const c = new Container();
    const head = label(caption, 13, COLORS.muted, '600');
    c.addChild(head);
    let body: Container;
    if (evidence.kind === 'cards') {
      const cards = evidence.cards.filter(isCard);
      const them = other?.kind === 'cards' ? other.cards : [];
      const differ = new Set(cards.flatMap((card, i) => (them[i] === card ? [] : [i])));
      body = miniCardRows(cards, width, differ, TONE.down);
    } else if (evidence.kind === 'number') {
      body = pocket(evidence.number, colourOf(evidence.number), 16);
    } else {
      const hash = label(evidence.hash, 13, COLORS.cream, '600');
      hash.style.breakWords = true;
      hash.style.wordWrapWidth = width;
      body = hash;
    }
    body.y = Math.round(head.height + 4);
    c.addChild(body);
    return c;
  }

  layout(width: number): number {
    this.button.position.set(0, 0);
    let y = this.button.buttonHeight;
    this.details.destroy({ children: true });
    this.details = new Container();
    this.addChild(this.details);
    if (!this.status.visible) {
      this.box.clear();
      return y;
    }
    y += 10;
    const top = y;
    const inner = width - PAD * 2;
    y += PAD;
    if (this.title.visible) {
      this.title.position.set(PAD, y);
      y += this.title.height + 4;
    }
    this.status.style.wordWrapWidth = inner;
    this.status.position.set(PAD, y);
    y += this.status.height;
    const sides = this.words?.sides ?? [];
    sides.forEach((s, i) => {
      const node = this.side(s.caption, s.evidence, sides[1 - i]?.evidence, inner);
      node.position.set(PAD, y + 10);
      this.details.addChild(node);
      y += 10 + node.height;
    });
    y += PAD;
    const tone = this.words?.tone ?? 'info';
    const edge = tone === 'warn' ? TONE.down : tone === 'ok' ? TONE.up : COLORS.brass;
    this.box
      .clear()
      .roundRect(0, top, width, y - top, 10)
      .fill({ color: tone === 'warn' ? 0x3a0f0c : 0x000000, alpha: tone === 'warn' ? 0.6 : 0.25 })
      .stroke({ color: edge, width: tone === 'warn' ? 2 : 1, alpha: tone === 'info' ? 0.3 : 0.8 });
    return y;
  }
}
