/**
 * The reality check and the operator's notices, between rounds (app/between-rounds.ts). A check
 * falls due every `realityCheckMinutes` of the session (app/reality-schedule.ts) or when the lobby
 * sends `realityCheck`; at the end of the round in progress the dialog shows the session so far
 * and the lobby gets `realityCheck { elapsedSeconds, staked, returned }`. Play waits for the
 * answer: the dialog is modal (no table under it takes a tap or a key, Escape included) and the
 * inactivity time stands meanwhile. CONTINUE closes it; LEAVE posts `exit` and goes to the lobby's
 * URL as the HUD's Lobby button does, or, with no lobby to go to, ends play on a screen that says
 * so and offers to play again. The schedule keeps the wall clock; a check due while the lobby
 * holds the game waits for its `resume`. The lobby's `message { text }` shows as plain text in a
 * notice with OK, between rounds too, after any check waiting.
 */
import type { Minor } from '../engine/shared/money';
import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { LobbyBridge } from '../platform/bridge';
import type { Language, Translate } from '../platform/i18n';
import { upper } from '../platform/i18n/upper';
import type { JurisdictionProfile } from '../platform/jurisdictions';
import { formatSessionTime, type SessionTally } from '../platform/session-tally';
import { type StorageLike, tabStorage } from '../platform/storage';
import { MessagePanel } from '../ui/message-panel';
import { RealityCheckPanel } from '../ui/reality-check-panel';
import { ErrorScreen } from '../view/error-screen';
import { signedMoney } from '../view/kit/hud/session-figures';
import type { Stage } from '../view/kit/stage/stage';
import { BetweenRounds } from './between-rounds';
import { exitToLobby } from './leave-to';
import { answerOnlyKeys } from './modal-keys';
import { RealitySchedule, type WallTimers } from './reality-schedule';

export interface RealityCheckOptions {
  profile: Pick<JurisdictionProfile, 'realityCheckMinutes'>;
  tally: Pick<SessionTally, 'figures' | 'elapsedMs' | 'onChange'>;
  /** A round is between its stakes and the end of its show. */
  busy: () => boolean;
  bridge: Pick<LobbyBridge, 'post' | 'onCommand'>;
  stage: Pick<Stage, 'openOverlay' | 'closeOverlay' | 'openPanel' | 'screen' | 'show' | 'resolution' | 'loop'>;
  audio: Pick<AudioDirector, 'setPaused'>;
  inspector: Pick<Inspector, 'screen'>;
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  /** Where LEAVE goes (the launch's `lobbyUrl`); null: play ends on this page. */
  lobbyUrl: string | null;
  /** In a lobby's frame: the lobby hears `exit` and has a moment to close the frame itself. */
  framed: boolean;
  onMessage: (text: string) => void;
  /** Holds the inactivity time while a check waits for its answer. */
  holdInactivity?: (on: boolean) => void;
  /** For tests: the clock, the tab's storage, the keyboard, leaving and reloading. */
  timers?: WallTimers;
  storage?: StorageLike | null;
  keys?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  leave?: (url: string) => void;
  reload?: () => void;
}

export interface RealityCheck {
  /** Asks for a check between rounds (what the lobby's `realityCheck` does). */
  check(): void;
  /** Shows an operator's notice between rounds (what the lobby's `message` does). */
  notice(text: string): void;
  /** Holds what waits while the lobby has paused the game (its `pause` and `resume`). */
  hold(on: boolean): void;
  schedule: RealitySchedule;
}

export function watchRealityCheck(o: RealityCheckOptions): RealityCheck {
  const { stage, t, tally, bridge } = o;
  const timers = o.timers ?? { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };
  const invalidate = () => stage.loop.invalidate();
  const queue = new BetweenRounds({ busy: o.busy, onRoundEnd: (listener) => tally.onChange(() => listener()) });
  let answering = false;
  let left = false;
  const stopKeys = answerOnlyKeys(o.keys ?? window, () => answering);
  // A page that has stopped for another reason (another tab, the session's end) shows nothing more.
  const playing = () => !left && !stage.screen?.final;

  const answered = (panel: RealityCheckPanel) => {
    answering = false;
    o.holdInactivity?.(false);
    if (stage.openPanel === panel) stage.closeOverlay();
  };

  const leave = async (panel: RealityCheckPanel) => {
    left = true;
    schedule.stop();
    queue.stop();
    // The dialog stays, still answered, until the page goes.
    if (o.lobbyUrl) {
      const post = (type: 'exit') => bridge.post(type);
      exitToLobby({ post, url: o.lobbyUrl, framed: o.framed, setTimer: timers.setTimeout, leave: o.leave });
      return;
    }
    bridge.post('exit');
    const figures = tally.figures();
    const text = t('reality.left', {
      time: formatSessionTime(tally.elapsedMs()),
      net: signedMoney(o.money, figures.returned - figures.staked),
    });
    o.audio.setPaused('ended', true);
    const reload = o.reload ?? (() => window.location.reload());
    const action = { label: upper(t('reality.playAgain'), o.lang), onTap: reload, invalidate };
    const screen = new ErrorScreen(t('reality.leftTitle'), text, stage.resolution, action, 'reality-left');
    answered(panel);
    stopKeys();
    await stage.show(screen);
    o.inspector.screen = screen.name;
    o.onMessage(screen.text);
  };

  const showCheck = (done: () => void) => {
    if (!playing()) return done();
    const figures = tally.figures();
    const elapsedMs = tally.elapsedMs();
    let settled = false;
    const panel = new RealityCheckPanel({
      t,
      lang: o.lang,
      money: o.money,
      invalidate,
      figures: { elapsedMs, staked: figures.staked, returned: figures.returned },
      onContinue: () => {
        if (settled) return;
        settled = true;
        answered(panel);
      },
      onLeave: () => {
        if (settled) return;
        settled = true;
        void leave(panel);
      },
    });
    panel.once('destroyed', () => {
      done();
      // Put away without an answer (another panel opened over it): it is asked again.
      if (!settled) {
        answering = false;
        o.holdInactivity?.(false);
        timers.setTimeout(() => playing() && check(), 0);
      }
    });
    answering = true;
    o.holdInactivity?.(true);
    stage.openOverlay(panel);
    schedule.shown();
    bridge.post('realityCheck', {
      elapsedSeconds: Math.floor(elapsedMs / 1000),
      staked: figures.staked,
      returned: figures.returned,
    });
    o.onMessage(panel.said);
  };

  const check = () => queue.request({ key: 'reality', first: true, show: showCheck });

  const notice = (text: string) =>
    queue.request({
      key: `message:${text}`,
      show: (done) => {
        if (!playing()) return done();
        const panel = new MessagePanel(t, o.lang, invalidate, {
          id: 'operator',
          buttonId: 'operator.ok',
          title: t('operator.title'),
          text,
          button: t('operator.ok'),
          onGo: () => stage.closeOverlay(),
          onClose: () => stage.closeOverlay(),
        });
        // However it goes (OK, Escape, a tap beside it), what waits comes next.
        panel.once('destroyed', done);
        stage.openOverlay(panel);
        o.onMessage(`${t('operator.title')}: ${text}`);
      },
    });

  const schedule = new RealitySchedule({
    minutes: o.profile.realityCheckMinutes,
    startedAt: tally.figures().startedAt,
    storage: o.storage === undefined ? tabStorage() : o.storage,
    onDue: check,
    timers: o.timers,
  });

  bridge.onCommand((command) => {
    if (command.type === 'realityCheck') check();
    if (command.type === 'message') notice(command.payload.text);
    if (command.type === 'pause') queue.hold(true);
    if (command.type === 'resume') queue.hold(false);
  });
  schedule.start();
  return { check, notice, hold: (on) => queue.hold(on), schedule };
}
