/**
 * The HUD bar every game screen shows (LOOK.md): balance, total bet and last win always visible,
 * the win counting up briefly rather than jumping; the lobby, history, rules and settings buttons
 * and Rebuy when the demo balance runs low. Phone portrait: along the bottom edge, figures above
 * a row of buttons within thumb reach; wider screens: one row. Where things go: hud-layout.ts.
 * Where the jurisdiction asks, the session's net position and time too (session-figures.ts).
 */
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { Button, gearIcon } from '../../../look/button';
import { expose } from '../../../look/inspector';
import { COLORS, FONT_UI } from '../../../look/theme';
import type { Translate } from '../../../platform/i18n';
import { Figure } from './hud-figure';
import { HUD_HEIGHT, type HudPlan, planHud } from './hud-layout';
import { type SessionFigureOptions, SessionFigures } from './session-figures';

export interface HudOptions {
  t: Translate;
  money: (minor: Minor) => string;
  /**
   * Unused: the bar's texts follow the renderer's resolution, which changes when the window moves
   * to a screen of another density. Kept until the kit's callers stop giving it.
   */
  resolution: number;
  invalidate: () => void;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** Time scale: 1 normal, ~0.33 fast (multiplies durations). */
  speed: () => number;
  /** Lobby/Exit; null hides the button (no lobbyUrl). */
  onLobby: (() => void) | null;
  onHistory: () => void;
  onRules: () => void;
  onSettings: () => void;
  onRebuy: () => void;
  /** The game's version, shown small on wide bars. */
  version?: string;
  /** Play money or the operator's real money: the balance's caption says which. */
  moneyKind?: 'demo' | 'real';
  /** Net position and session time, where the jurisdiction profile asks for them. */
  session?: SessionFigureOptions;
}

/** How long a win counts up at normal speed, in seconds. */
const WIN_COUNT_SECONDS = 0.6;
/** The counting WIN figure changes at most this often (ms). */
const COUNT_STEP_MS = 50;
const HOLD_KEY = 'hud.win';
const NO_WIN = '—';

export class Hud extends Container {
  static readonly HEIGHT: number = HUD_HEIGHT;
  /** The bar's height as laid out now: lower when everything fits on one row. */
  barHeight: number = HUD_HEIGHT;

  private readonly bar = new Graphics();
  private readonly balance: Figure;
  private readonly bet: Figure;
  private readonly win: Figure;
  private readonly lobby: Button | null;
  private readonly history: Button;
  private readonly rules: Button;
  private readonly settings: Button;
  private readonly rebuy: Button;
  /** Rebuy's widths for its words, measured once: on one line, and the least (a bar may fit it narrower). */
  private readonly rebuyWidth: number;
  private readonly rebuyLeast: number;
  private readonly version: Text | null;
  private readonly session: SessionFigures | null;
  private rebuyOn = false;
  private busy = false;
  private width_ = 0;
  private counting: gsap.core.Tween | null = null;

  constructor(private readonly o: HudOptions) {
    super();
    const { t, invalidate } = o;
    this.balance = new Figure(t(o.moneyKind === 'real' ? 'hud.balanceReal' : 'hud.balanceDemo'), NO_WIN);
    this.bet = new Figure(t('hud.bet'), NO_WIN);
    this.win = new Figure(t('hud.win'), NO_WIN);
    const icon = (label: string, glyph: (g: Graphics, c: number) => void, onTap: () => void) => {
      const b = new Button({ variant: 'icon', icon: glyph, onTap, invalidate });
      b.label = label;
      return b;
    };
    this.lobby = o.onLobby ? icon(t('hud.lobby'), exitIcon, o.onLobby) : null;
    this.history = icon(t('hud.history'), clockIcon, o.onHistory);
    this.rules = icon(t('hud.rules'), infoIcon, o.onRules);
    this.settings = icon(t('hud.settings'), gearIcon, o.onSettings);
    this.rebuy = new Button({ label: t('hud.rebuy'), fontSize: 13, onTap: o.onRebuy, invalidate });
    this.rebuy.visible = false;
    this.rebuyWidth = this.rebuy.buttonWidth;
    this.rebuyLeast = this.rebuy.labelWidths.least;
    this.version = o.version
      ? new Text({
          text: t('hud.version', { version: o.version }),
          style: { fontFamily: FONT_UI, fontSize: 9, fill: COLORS.muted },
        })
      : null;
    if (this.version) this.version.alpha = 0.7;
    this.addChild(this.bar, this.balance, this.bet, this.win, this.history, this.rules, this.settings, this.rebuy);
    if (this.lobby) this.addChild(this.lobby);
    if (this.version) this.addChild(this.version);
    const { session } = o;
    this.session =
      session && (session.net || session.time)
        ? new SessionFigures(session, { ...o, relayout: () => this.relayout() })
        : null;
    if (this.session) this.addChild(this.session);
    this.eventMode = 'static'; // taps on the bar do not fall through to the table

    if (this.lobby)
      expose(
        'hud.lobby',
        this.lobby,
        () => t('hud.lobby'),
        () => this.lobby?.enabled ?? false,
      );
    expose('hud.history', this.history, () => t('hud.history'));
    expose('hud.rules', this.rules, () => t('hud.rules'));
    expose('hud.settings', this.settings, () => t('hud.settings'));
    expose(
      'hud.rebuy',
      this.rebuy,
      () => t('hud.rebuy'),
      () => this.rebuy.enabled,
    );
    expose('hud.balance', this.balance, () => this.balance.value.text, undefined, {
      role: 'text',
      name: () => t('a11y.balance', { balance: this.balance.value.text }),
    });
    expose('hud.bet', this.bet, () => this.bet.value.text, undefined, {
      role: 'text',
      name: () => t('a11y.bet', { amount: this.bet.value.text }),
    });
    expose('hud.win', this.win, () => this.win.value.text, undefined, {
      role: 'text',
      name: () => t('a11y.win', { amount: this.win.value.text }),
    });
    this.setBalance(0);
    this.setBet(0);
    this.setWin(null);
    this.once('destroyed', () => {
      this.stopCount();
      this.session?.stop();
    });
  }

  setBalance(minor: Minor): void {
    this.show(this.balance, this.o.money(minor));
  }

  setBet(minor: Minor): void {
    this.show(this.bet, this.o.money(minor));
  }

  /** The last win; `animate` counts it up from zero (over WIN_COUNT_SECONDS × speed). Null: "—". */
  setWin(minor: Minor | null, animate = false): void {
    this.stopCount();
    this.win.value.style.fill = minor !== null && minor > 0 ? COLORS.brassLight : COLORS.cream;
    if (minor === null) {
      this.show(this.win, NO_WIN);
      return;
    }
    const duration = WIN_COUNT_SECONDS * this.o.speed();
    if (!animate || minor <= 0 || duration <= 0.02) {
      this.show(this.win, this.o.money(minor));
      return;
    }
    // lay out for the final figure first, so the columns do not move while it counts
    this.show(this.win, this.o.money(minor));
    const state = { v: 0 };
    let shownAt = 0;
    this.o.hold(HOLD_KEY);
    this.counting = gsap.to(state, {
      v: minor,
      duration,
      ease: 'power2.out',
      // 20 steps a second read as counting; each re-lays the figure's glyphs (no new texture, no object).
      onUpdate: () => {
        const now = performance.now();
        if (now - shownAt < COUNT_STEP_MS) return;
        shownAt = now;
        this.setValue(this.win, this.o.money(Math.round(state.v)));
      },
      onComplete: () => {
        this.counting = null;
        this.setValue(this.win, this.o.money(minor));
        this.o.release(HOLD_KEY);
      },
    });
    this.setValue(this.win, this.o.money(0));
  }

  setRebuyEnabled(on: boolean): void {
    if (on === this.rebuyOn) return;
    this.rebuyOn = on;
    this.rebuy.visible = on;
    this.relayout();
  }

  /** During a round: rebuy and lobby wait until it ends. */
  setBusy(busy: boolean): void {
    this.busy = busy;
    this.rebuy.enabled = !busy;
    if (this.lobby) this.lobby.enabled = !busy;
    this.o.invalidate();
  }

  resize(width: number): void {
    this.width_ = width;
    this.relayout();
  }

  get isBusy(): boolean {
    return this.busy;
  }

  private relayout(): void {
    const width = this.width_;
    if (width <= 0) return;
    const plan = planHud(width, {
      figures: [this.balance.naturalWidth(), this.bet.naturalWidth(), this.win.naturalWidth()],
      rebuy: this.rebuyWidth,
      rebuyLeast: this.rebuyLeast,
      rebuyShown: this.rebuyOn,
      lobby: this.lobby !== null,
      session: this.session?.measures() ?? null,
    });
    this.barHeight = plan.height;
    this.drawBar(width, plan.session);
    if (this.session && plan.session)
      this.session.place(plan.session.slots, plan.session.mode === 'strip' ? 'inline' : plan.mode);
    this.balance.place(plan.figures[0], plan.mode);
    this.bet.place(plan.figures[1], plan.mode);
    this.win.place(plan.figures[2], plan.mode);
    if (this.lobby && plan.lobby) this.lobby.position.set(plan.lobby.x, plan.lobby.y);
    const [h, r, s] = plan.icons;
    this.history.position.set(h.x, h.y);
    this.rules.position.set(r.x, r.y);
    this.settings.position.set(s.x, s.y);
    if (plan.rebuy) {
      this.rebuy.resizeTo(plan.rebuy.width);
      this.rebuy.position.set(plan.rebuy.x, plan.rebuy.y);
    }
    if (this.version) {
      this.version.visible = plan.mode === 'wide';
      this.version.position.set(Math.round(s.x + 44 - this.version.width), this.barHeight - this.version.height - 3);
    }
    this.o.invalidate();
  }

  private drawBar(width: number, session: HudPlan['session']): void {
    const h = this.barHeight;
    this.bar
      .clear()
      .rect(0, 0, width, h)
      .fill({ color: 0x06120d, alpha: 0.96 })
      .rect(0, 0, width, 1)
      .fill({ color: COLORS.brass, alpha: 0.55 })
      .rect(0, 1, width, 10)
      .fill({ color: 0xffffff, alpha: 0.025 });
    // the session figures are the regulator's, not the round's: a hairline sets them apart
    if (session?.mode === 'columns')
      this.bar.rect(Math.round(session.divider), 14, 1, h - 28).fill({ color: COLORS.brass, alpha: 0.3 });
    else if (session) this.bar.rect(0, session.divider, width, 1).fill({ color: COLORS.brass, alpha: 0.22 });
  }

  /** Sets a figure's text; lays the bar out again when the figure outgrows its column. */
  private show(figure: Figure, text: string): void {
    const before = figure.value.text;
    this.setValue(figure, text);
    if (before.length !== text.length) this.relayout();
  }

  private setValue(figure: Figure, text: string): void {
    if (figure.value.text === text) return;
    figure.value.text = text;
    this.o.invalidate();
  }

  private stopCount(): void {
    if (!this.counting) return;
    this.counting.kill();
    this.counting = null;
    this.o.release(HOLD_KEY);
  }
}

/** An arrow leaving through a door: back to the lobby. */
function exitIcon(g: Graphics, color: number): void {
  g.moveTo(1, -9).lineTo(9, -9).lineTo(9, 9).lineTo(1, 9).stroke({ color, width: 2.2, cap: 'round', join: 'round' });
  g.moveTo(4, 0).lineTo(-9, 0).moveTo(-5, -4.5).lineTo(-9.5, 0).lineTo(-5, 4.5);
  g.stroke({ color, width: 2.2, cap: 'round', join: 'round' });
}

/** A clock face: the history glyph. */
function clockIcon(g: Graphics, color: number): void {
  g.circle(0, 0, 9.5).stroke({ color, width: 2.2 });
  g.moveTo(0, 0).lineTo(0, -5.5).moveTo(0, 0).lineTo(4.2, 2.6).stroke({ color, width: 2.2, cap: 'round' });
}

/** A circled i: the rules glyph. */
function infoIcon(g: Graphics, color: number): void {
  g.circle(0, 0, 10).stroke({ color, width: 2.2 });
  g.circle(0, -4.6, 1.6).fill(color);
  g.roundRect(-1.2, -1.4, 2.4, 7.6, 1.2).fill(color);
}
