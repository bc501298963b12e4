/**
 * The lobby's header: the brand with the money badge (DEMO · PLAY MONEY) and the settings button on
 * its row, the tagline and the balance under them, and the CHOOSE A TABLE heading over the tiles.
 * A narrow phone in a long language has no room for all of it side by side: the badge then takes
 * the tagline's place, and the balance moves down to the heading's row (the heading giving way
 * if the two do not fit there either); nothing is drawn over anything else.
 */
import { type Container, Text } from 'pixi.js';
import { Button, gearIcon } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS, FONT_DISPLAY, FONT_UI } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { upper } from '../../platform/i18n/upper';
import { Pill } from '../kit/text/pill';

/** Room kept between two things side by side in the header, px. */
const GAP = 10;

export interface HeaderOptions {
  t: Translate;
  lang: string;
  balance: () => string;
  moneyKind?: 'demo' | 'real';
  openSettings: () => void;
  invalidate: () => void;
}

export class LobbyHeader {
  readonly parts: Container[];
  private readonly brand: Text;
  private readonly tagline: Text;
  private readonly badge: Pill;
  private readonly settings: Button;
  private readonly balance: Text;
  private readonly heading: Text;
  /** The balance sits on the heading's row (no room for it under the settings button). */
  private balanceDown = false;

  constructor(private readonly o: HeaderOptions) {
    const { t } = o;
    this.brand = new Text({
      text: t('app.brand'),
      style: { fontFamily: FONT_DISPLAY, fontSize: 34, fontWeight: '700', fill: COLORS.brass, letterSpacing: 10 },
    });
    this.tagline = new Text({
      text: t('app.tagline'),
      style: { fontFamily: FONT_UI, fontSize: 14, fill: COLORS.muted, letterSpacing: 1 },
    });
    this.badge = new Pill(t(o.moneyKind === 'real' ? 'app.realBadge' : 'app.demoBadge'), {
      fill: 0x000000,
      fillAlpha: 0.3,
      stroke: COLORS.brass,
      text: COLORS.brassLight,
      fontSize: 11,
      height: 26,
    });
    this.settings = new Button({
      variant: 'secondary',
      icon: gearIcon,
      width: 44,
      onTap: () => o.openSettings(),
      invalidate: o.invalidate,
    });
    expose('lobby.settings', this.settings, () => t('settings.open'));
    this.balance = new Text({
      text: o.balance(),
      style: { fontFamily: FONT_UI, fontSize: 14, fontWeight: '600', fill: COLORS.brassLight },
    });
    expose('lobby.balance', this.balance, () => this.balance.text, undefined, { role: 'text' });
    this.heading = new Text({
      text: upper(t('lobby.heading'), o.lang),
      style: { fontFamily: FONT_UI, fontSize: 13, fontWeight: '600', fill: COLORS.cream, letterSpacing: 3 },
    });
    const named = { brand: this.brand, tagline: this.tagline, badge: this.badge, settings: this.settings };
    // (names for the layout tests, which check that none of them covers another)
    for (const [label, node] of Object.entries({ ...named, balance: this.balance, heading: this.heading }))
      node.label = label;
    this.parts = Object.values(named).concat(this.balance, this.heading);
  }

  /**
   * Lays the header out across a `w` wide screen, `margin` in from its sides; the heading only
   * when `withHeading` (a short landscape phone keeps every pixel for the tiles). Returns where
   * the tiles may begin.
   */
  place(w: number, phone: boolean, margin: number, withHeading: boolean): number {
    const { brand, tagline, badge, settings, balance, heading } = this;
    brand.style.fontSize = phone ? 26 : 34;
    brand.style.letterSpacing = phone ? 7 : 10;
    brand.position.set(margin, phone ? 14 : 26);
    const mid = brand.y + brand.height / 2;
    settings.position.set(w - margin - settings.buttonWidth, mid - settings.buttonHeight / 2);
    balance.text = this.o.balance();
    const right = w - margin;
    // The badge beside the brand if it fits there, else on the second row in the tagline's place.
    const badgeUp = brand.x + brand.width + GAP + badge.width <= settings.x - GAP;
    const row2 = brand.y + brand.height + 2;
    const left = badgeUp ? tagline : badge;
    left.position.set(margin, row2);
    if (badgeUp) badge.position.set(settings.x - GAP - badge.width, mid - badge.height / 2);
    // The balance at the second row's right end, under the settings button; when the row's left
    // part leaves no room, the tagline gives way, or the badge keeps it and the balance goes down.
    const fits = left.x + left.width + GAP + balance.width <= right;
    tagline.visible = badgeUp && fits;
    this.balanceDown = !fits && !badgeUp;
    const balanceY = Math.max(row2 + (left.height - balance.height) / 2, settings.y + settings.buttonHeight + 2);
    const under = (n: { y: number; height: number }) => n.y + n.height;
    let top = Math.max(left.visible ? under(left) : row2, this.balanceDown ? 0 : balanceY + balance.height);
    top += phone ? 14 : 26;
    // The heading's row: the heading, and the balance when it came down (the heading giving way
    // when the two do not fit side by side).
    heading.visible = withHeading && (!this.balanceDown || margin + heading.width + GAP + balance.width <= right);
    const rowH = Math.max(heading.visible ? heading.height : 0, this.balanceDown ? balance.height : 0);
    if (heading.visible) heading.position.set(margin, top + (rowH - heading.height) / 2);
    balance.position.set(right - balance.width, this.balanceDown ? top + (rowH - balance.height) / 2 : balanceY);
    return rowH > 0 ? top + rowH + (phone ? 8 : 14) : top - 4;
  }

  /** The heading travels with the tiles (a wide lobby sets them a little above its middle). */
  shift(dy: number): void {
    if (this.heading.visible) this.heading.y += dy;
    if (this.balanceDown) this.balance.y += dy;
  }
}
