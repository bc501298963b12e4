/**
 * The inactivity warning (platform/inactivity.ts): a minute before the session ends without play,
 * the player reads so over whatever is on screen; any tap or key (this panel's button too) takes it
 * away and starts the time again.
 */
import { Text } from 'pixi.js';
import type { Language, Translate } from '../platform/i18n';
import { expose } from '../view/kit/inspector';
import { COLORS, FONT_UI } from '../view/kit/theme';
import { Button } from './button';
import { Panel } from './panel';

export class InactivityPanel extends Panel {
  private readonly body: Text;
  private readonly go: Button;

  constructor(t: Translate, lang: Language, invalidate: () => void, onClose: () => void) {
    super(t('session.warningTitle'), t('settings.close'), invalidate, onClose);
    this.cardMaxWidth = 420;
    this.body = new Text({
      text: t('session.warning'),
      style: { fontFamily: FONT_UI, fontSize: 17, fill: COLORS.cream, wordWrap: true, lineHeight: 25 },
    });
    const label = t('session.continue').toLocaleUpperCase(lang);
    this.go = new Button({ label, onTap: onClose, invalidate });
    this.content.addChild(this.body, this.go);
    expose('inactivity.continue', this.go, () => label);
    expose('inactivity.close', this.closeButton, () => t('settings.close'));
    expose('inactivity.text', this.body, () => this.body.text, undefined, { role: 'text' });
  }

  /** The warning as the player reads it. */
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
