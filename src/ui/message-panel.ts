/**
 * A panel that says one thing and offers one way on: a paragraph and a button under it (the
 * unfinished-round notice, the inactivity warning). `id` names its inspector nodes (`id.text`,
 * `id.go`, `id.close`) for the tests and assistive technology.
 */
import { Text } from 'pixi.js';
import { Button } from '../look/button';
import { expose } from '../look/inspector';
import { COLORS, FONT_UI } from '../look/theme';
import type { Language, Translate } from '../platform/i18n';
import { upper } from '../platform/i18n/upper';
import { Panel } from './panel';

export interface MessagePanelOptions {
  id: string;
  title: string;
  text: string;
  /** The button's words; drawn in capitals as the player's language writes them. */
  button: string;
  /** The name the button is exposed under (`${id}.go` unless given). */
  buttonId?: string;
  onGo: () => void;
  onClose: () => void;
}

export class MessagePanel extends Panel {
  private readonly body: Text;
  private readonly go: Button;

  constructor(t: Translate, lang: Language, invalidate: () => void, o: MessagePanelOptions) {
    super(o.title, t('settings.close'), invalidate, o.onClose);
    this.cardMaxWidth = 420;
    this.body = new Text({
      text: o.text,
      // A long word (an operator's web address) breaks rather than run off the card.
      style: {
        fontFamily: FONT_UI,
        fontSize: 17,
        fill: COLORS.cream,
        wordWrap: true,
        breakWords: true,
        lineHeight: 25,
      },
    });
    const label = upper(o.button, lang);
    this.go = new Button({ label, onTap: o.onGo, invalidate });
    this.content.addChild(this.body, this.go);
    expose(o.buttonId ?? `${o.id}.go`, this.go, () => label);
    expose(`${o.id}.close`, this.closeButton, () => t('settings.close'));
    expose(`${o.id}.text`, this.body, () => this.body.text, undefined, { role: 'text' });
  }

  /** The message as the player reads it. */
  get text(): string {
    return this.body.text;
  }

  protected layoutContent(width: number): number {
    this.body.style.wordWrapWidth = width;
    this.body.position.set(0, 0);
    this.go.resizeTo(Math.min(width, Math.max(220, this.go.buttonWidth)));
    this.go.position.set(Math.round((width - this.go.buttonWidth) / 2), Math.round(this.body.height + 20));
    return this.go.y + this.go.buttonHeight + 4;
  }
}
