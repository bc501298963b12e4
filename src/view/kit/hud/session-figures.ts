/**
 * The session figures some regulators want on screen all the time (UKGC RTS 14: net position and
 * elapsed session time), shown in the HUD bar when the jurisdiction profile asks: NET, this
 * session's returns minus its stakes, which moves when the tally records a round the table has
 * shown to its end; and SESSION, h:mm:ss, which ticks once a second and asks for one frame each
 * time (the table does not render continuously for a clock). The bar places them (hud-layout.ts).
 */
import { Container } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { expose } from '../../../look/inspector';
import type { Translate } from '../../../platform/i18n';
import { formatSessionTime, type SessionTally } from '../../../platform/session-tally';
import { Figure, type FigureMode } from './hud-figure';
import type { FigureSlot, SessionMeasures } from './hud-layout';

export interface SessionFigureOptions {
  /** The session's tally; its figures are read, never changed. */
  tally: Pick<SessionTally, 'net' | 'elapsedMs' | 'onChange'>;
  /** Net position (returns minus stakes). */
  net: boolean;
  /** Elapsed session time. */
  time: boolean;
}

/** What the session figures need of the HUD. */
export interface SessionFigureHost {
  t: Translate;
  money: (minor: Minor) => string;
  invalidate: () => void;
  /** A figure's text changed length: the bar may need to lay itself out again. */
  relayout: () => void;
}

/** The longest net position the row keeps room for before it needs more (about −€99,999.99). */
const WIDEST_NET: Minor = 9_999_999;
/** Ten hours and more: the widest session time the row keeps room for. */
const WIDEST_TIME = '00:00:00';
const MINUS = /[-\u2212]/;

/**
 * A net amount with its sign where the locale puts a minus ("+€3.00", "−12,50 €"), a true minus
 * sign rather than a hyphen; zero has none.
 */
export function signedMoney(money: (minor: Minor) => string, minor: Minor): string {
  if (minor === 0) return money(0);
  const negative = money(-Math.abs(minor));
  if (!MINUS.test(negative)) return minor < 0 ? negative : `+${money(minor)}`;
  return negative.replace(MINUS, minor < 0 ? '\u2212' : '+');
}

export class SessionFigures extends Container {
  private readonly net: Figure | null;
  private readonly time: Figure | null;
  private readonly unsubscribe: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly o: SessionFigureOptions,
    private readonly host: SessionFigureHost,
  ) {
    super();
    const { t } = host;
    this.net = o.net ? new Figure(t('hud.net'), this.netText()) : null;
    this.time = o.time ? new Figure(t('hud.sessionTime'), this.timeText()) : null;
    if (this.net) {
      const net = this.net;
      this.addChild(net);
      expose('hud.net', net, () => net.value.text, undefined, {
        role: 'text',
        name: () => t('hud.netSaid', { amount: net.value.text }),
      });
    }
    if (this.time) {
      const time = this.time;
      this.addChild(time);
      expose('hud.sessionTime', time, () => time.value.text, undefined, {
        role: 'text',
        name: () => t('hud.sessionTimeSaid', { time: time.value.text }),
      });
      this.tick();
    }
    this.unsubscribe = o.tally.onChange(() => this.set(this.net, this.netText()));
    this.once('destroyed', () => this.stop());
  }

  /** The figures shown, in order, as the bar's planner measures them. */
  measures(): SessionMeasures {
    const shown = this.shown();
    const widest = (f: Figure) => (f === this.net ? signedMoney(this.host.money, -WIDEST_NET) : WIDEST_TIME);
    return {
      columns: shown.map((f) => f.naturalWidth(widest(f))),
      inline: shown.map((f) => f.inlineWidth()),
    };
  }

  place(slots: readonly FigureSlot[], mode: FigureMode): void {
    this.shown().forEach((f, i) => {
      const slot = slots[i];
      if (slot) f.place(slot, mode);
    });
  }

  /** The timer and the tally's listener end (also when the bar is destroyed). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe();
  }

  private shown(): Figure[] {
    return [this.net, this.time].filter((f): f is Figure => f !== null);
  }

  private netText(): string {
    return signedMoney(this.host.money, this.o.tally.net());
  }

  private timeText(): string {
    return formatSessionTime(this.o.tally.elapsedMs());
  }

  /** Shows the time, then waits for the next whole second of the session (a timer does not drift off it). */
  private tick(): void {
    if (this.stopped) return;
    this.set(this.time, this.timeText());
    const wait = 1000 - (this.o.tally.elapsedMs() % 1000) + 5;
    this.timer = setTimeout(() => this.tick(), wait);
  }

  private set(figure: Figure | null, text: string): void {
    if (!figure || figure.value.text === text) return;
    const grew = figure.value.text.length !== text.length;
    figure.value.text = text;
    if (grew) this.host.relayout();
    this.host.invalidate();
  }
}
