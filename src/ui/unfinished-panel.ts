/**
 * Says that another game has a round left open (its stakes are taken, its result not yet shown):
 * a launch for one game opens that game, and the open round of another waits for its own table.
 * The panel names the game and takes the player there; closing it leaves the round waiting.
 */
import { Text } from 'pixi.js';
import type { Language, Translate } from '../platform/i18n';
import { expose } from '../view/kit/inspector';
import { COLORS, FONT_UI } from '../view/kit/theme';
import { Button } from './button';
import { Panel } from './panel';

export class UnfinishedPanel extends Panel {
  private readonly body: Text;
  private readonly go: Button;

  constructor(
    game: string,
    t: Translate,
    lang: Language,
    invalidate: () => void,
    onClose: () => void,
    onGo: () => void,
  ) {
    super(t('unfinished.title'), t('settings.close'), invalidate, onClose);
    this.cardMaxWidth = 420;
    this.body = new Text({
      text: t('unfinished.round', { game }),
      style: { fontFamily: FONT_UI, fontSize: 17, fill: COLORS.cream, wordWrap: true, lineHeight: 25 },
    });
    // A button's label is in capitals, the game's name with it, as the player's language writes them.
    const label = t('unfinished.go', { game }).toLocaleUpperCase(lang);
    this.go = new Button({ label, onTap: onGo, invalidate });
    this.content.addChild(this.body, this.go);
    expose('unfinished.go', this.go, () => label);
    expose('unfinished.close', this.closeButton, () => t('settings.close'));
    expose('unfinished.text', this.body, () => this.body.text, undefined, { role: 'text' });
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
