/**
 * The history panel's fairness section (SERVER.md "Provably fair"), at the top of the list: the
 * seeds the next shuffle or spin is dealt from (the server seed as its hash, the client seed, the
 * nonce), a field to type a new client seed and ROTATE, which reveals the seed used until now (so
 * the rounds dealt from it can be verified). A seed is checked before it is sent and what is wrong
 * is said; so are a refusal and a lost connection.
 */
import { Container, Graphics, Rectangle, type Text } from 'pixi.js';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { FairnessTranslate } from '../../platform/i18n/fairness';
import type { FairnessSource, FairnessState } from '../../platform/remote/fairness-source';
import { label, TONE } from '../history/pieces';
import { InfoRow } from './info-row';
import type { Box, SeedField, SeedFieldFactory } from './seed-field';
import { checkClientSeed, failureText, shortHash, type Tone } from './words';

export const TONES: Record<Tone, number> = { ok: TONE.up, warn: TONE.down, info: COLORS.muted };

const PAD = 14;
const FIELD_H = 44;

export interface FairnessSectionOptions {
  source: FairnessSource;
  ft: FairnessTranslate;
  field: SeedFieldFactory;
  invalidate: () => void;
  /** The section's height changed (a message, the revealed seed): the panel lays out again. */
  relayout: () => void;
}

export class FairnessSection extends Container {
  private readonly frame = new Graphics();
  private readonly fieldBox = new Graphics();
  private readonly heading: Text;
  private readonly intro: Text;
  private readonly hash: InfoRow;
  private readonly client: InfoRow;
  private readonly nonce: InfoRow;
  private readonly caption: Text;
  private readonly hint: Text;
  private readonly message: Text;
  private readonly revealedCaption: Text;
  private readonly revealedSeed: Text;
  readonly rotateButton: Button;
  private readonly field: SeedField;
  private state: FairnessState | null = null;
  private revealed: string | null = null;
  private busy = false;
  private fieldW = 0;

  constructor(private readonly o: FairnessSectionOptions) {
    super();
    const { ft } = o;
    this.heading = label(ft('fairness.heading'), 12, COLORS.brassLight, '700', 1.5);
    this.intro = label(ft('fairness.intro'), 12, COLORS.muted);
    this.hash = new InfoRow(ft('fairness.serverSeedHash'), '…');
    this.client = new InfoRow(ft('fairness.clientSeed'), '…');
    this.nonce = new InfoRow(ft('fairness.nonce'), '…');
    this.caption = label(ft('fairness.newSeed'), 13, COLORS.cream, '600');
    this.hint = label(ft('fairness.seedHint'), 12, COLORS.muted);
    this.message = label('', 13, COLORS.muted, '600');
    this.revealedCaption = label(ft('fairness.revealed'), 13, COLORS.muted, '600');
    this.revealedSeed = label('', 13, COLORS.cream, '600');
    this.revealedSeed.style.breakWords = true;
    this.rotateButton = new Button({
      label: ft('fairness.rotate'),
      fontSize: 14,
      onTap: () => void this.rotate(),
      invalidate: o.invalidate,
    });
    this.field = o.field({
      label: ft('fairness.newSeed'),
      hint: ft('fairness.seedHint'),
      onSubmit: () => void this.rotate(),
    });
    this.addChild(this.frame, this.heading, this.intro, this.hash, this.client, this.nonce, this.caption);
    this.addChild(this.fieldBox, this.rotateButton, this.hint, this.message, this.revealedCaption, this.revealedSeed);
    this.show(false, this.message);
    this.show(false, this.revealedCaption, this.revealedSeed);

    const text = (name: () => string) => ({ role: 'text' as const, name });
    const full = () => this.state?.serverSeedHash ?? '';
    expose(
      'fairness.serverSeedHash',
      this.hash,
      full,
      undefined,
      text(() => `${ft('fairness.serverSeedHash')}: ${full()}`),
    );
    const seed = () => this.state?.clientSeed ?? '';
    expose(
      'fairness.clientSeed',
      this.client,
      seed,
      undefined,
      text(() => `${ft('fairness.clientSeed')}: ${seed()}`),
    );
    const nonce = () => (this.state ? String(this.state.nonce) : '');
    expose(
      'fairness.nonce',
      this.nonce,
      nonce,
      undefined,
      text(() => `${ft('fairness.nonce')}: ${nonce()}`),
    );
    // The DOM field itself is reached by Tab; this only tells tests where it is and what it holds.
    expose('fairness.seedField', this.fieldBox, () => this.field.value, undefined, { role: 'none' });
    expose(
      'fairness.rotate',
      this.rotateButton,
      () => ft('fairness.rotate'),
      () => this.rotateButton.enabled,
    );
    expose(
      'fairness.message',
      this.message,
      () => this.message.text,
      undefined,
      text(() => this.message.text),
    );
    const shown = () => this.revealed ?? '';
    expose(
      'fairness.revealed',
      this.revealedSeed,
      shown,
      undefined,
      text(() => `${ft('fairness.revealed')}: ${shown()}`),
    );
  }

  /** Reads the seeds as they stand (the panel calls it as it opens). */
  async load(): Promise<void> {
    this.say('info', this.o.ft('fairness.loading'));
    try {
      const state = await this.o.source.current();
      if (this.destroyed) return;
      this.setState(state);
      this.say('info', null);
    } catch (error) {
      if (this.destroyed) return;
      this.say('warn', this.o.ft('fairness.loadFailed', { reason: failureText(error, this.o.ft) }));
    }
  }

  /** Rotates to the typed client seed, once it is one; says what is wrong otherwise. */
  async rotate(): Promise<void> {
    if (this.busy) return;
    const { ft } = this.o;
    const check = checkClientSeed(this.field.value, ft);
    if (!check.ok) {
      this.field.problem(check.problem);
      this.say('warn', check.problem);
      return;
    }
    this.field.problem(null);
    this.setBusy(true);
    this.say('info', ft('fairness.rotating'));
    try {
      const r = await this.o.source.rotate(check.seed);
      if (this.destroyed) return;
      this.setState(r.next);
      this.revealed = r.revealed.serverSeed;
      this.revealedSeed.text = r.revealed.serverSeed;
      this.show(true, this.revealedCaption, this.revealedSeed);
      this.field.clear();
      this.say('ok', ft('fairness.rotated'));
    } catch (error) {
      if (this.destroyed) return;
      this.say('warn', failureText(error, ft));
    } finally {
      if (!this.destroyed) this.setBusy(false);
    }
  }

  private setState(state: FairnessState): void {
    this.state = state;
    this.hash.value = shortHash(state.serverSeedHash);
    this.client.value = state.clientSeed;
    this.nonce.value = String(state.nonce);
  }

  private setBusy(on: boolean): void {
    this.busy = on;
    this.rotateButton.enabled = !on;
    this.field.enable(!on);
  }

  private say(tone: Tone, text: string | null): void {
    this.message.text = text ?? '';
    this.message.style.fill = TONES[tone];
    this.show(text !== null, this.message);
    this.o.relayout();
  }

  private show(on: boolean, ...nodes: Container[]): void {
    for (const n of nodes) n.visible = on;
  }

  /** The DOM field over its place on the canvas, cut to the panel's visible part; hidden with the section. */
  placeField(clip: Box | null): void {
    if (this.destroyed) return;
    let shown = this.visible;
    for (let n = this.parent; n && shown; n = n.parent) shown = n.visible;
    if (!shown || this.fieldW <= 0) {
      this.field.place(null, null);
      return;
    }
    const b = this.fieldBox.getBounds();
    this.field.place({ x: b.x, y: b.y, width: b.width, height: b.height }, clip);
  }

  layout(width: number): number {
    const inner = width - PAD * 2;
    let y = PAD;
    const put = (node: Container, h: number, gap = 0) => {
      y += gap;
      node.position.set(PAD, y);
      y += h;
    };
    const text = (node: Text, gap = 0) => {
      node.style.wordWrapWidth = inner;
      put(node, node.height, gap);
    };
    text(this.heading);
    text(this.intro, 6);
    put(this.hash, this.hash.layout(inner), 10);
    put(this.client, this.client.layout(inner), 6);
    put(this.nonce, this.nonce.layout(inner), 6);
    text(this.caption, 14);
    const button = this.rotateButton;
    this.fieldW = Math.max(80, inner - button.buttonWidth - 10);
    this.fieldBox
      .clear()
      .roundRect(0, 0, this.fieldW, FIELD_H, 8)
      .fill({ color: 0x000000, alpha: 0.35 })
      .stroke({ color: COLORS.brass, width: 1.5, alpha: 0.8 });
    // the input goes exactly on the field, not on its stroke's outer half
    this.fieldBox.boundsArea = new Rectangle(0, 0, this.fieldW, FIELD_H);
    put(this.fieldBox, FIELD_H, 6);
    button.position.set(PAD + inner - button.buttonWidth, this.fieldBox.y + (FIELD_H - button.buttonHeight) / 2);
    text(this.hint, 6);
    if (this.message.visible) text(this.message, 8);
    if (this.revealedSeed.visible) {
      text(this.revealedCaption, 12);
      text(this.revealedSeed, 2);
    }
    y += PAD;
    this.frame
      .clear()
      .roundRect(0, 0, width, y, 10)
      .fill({ color: 0x000000, alpha: 0.25 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.3 });
    return y;
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.field.destroy();
    super.destroy(options);
  }
}
