/**
 * The session's end after the operator's inactivity time (EMBEDDING.md `inactivityMinutes`):
 * the player's taps, keys and wheel on the page count as play (the lobby's messages do not), a
 * warning comes a minute before the end (platform/inactivity.ts), and at the end the page shows
 * that the session ended and why, in the player's language, with nothing left to bet on; the lobby
 * gets `sessionEnded { reason: 'inactivity' }`. A round left open stays as it is: the bank keeps it,
 * and the next visit resumes it or completes it on expiry (demo/blackjack/expiry.ts). A reload
 * starts a new session. The lobby's `pause` stops the time (the operator holds the game then), and
 * so does a reality check waiting for its answer (`hold`).
 */

import type { Inspector } from '../look/inspector';
import type { AudioDirector } from '../platform/audio/audio';
import type { LobbyBridge } from '../platform/bridge';
import type { Language, MessageKey, Translate } from '../platform/i18n';
import { InactivityTimer } from '../platform/inactivity';
import { InactivityPanel } from '../ui/inactivity-panel';
import type { Stage } from '../view/kit/stage/stage';
import { showSessionEnded } from './session-ended';

/** What counts as the player's input: a press, a key, a wheel turn; not a pointer passing over. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/** "30 minutes", in the player's language. */
function minutesText(t: Translate, lang: Language, minutes: number): string {
  const form = new Intl.PluralRules(lang).select(minutes) === 'one' ? 'one' : 'other';
  const count = new Intl.NumberFormat(lang).format(minutes);
  return t(`time.minutes.${form}` as MessageKey, { count });
}

/** What else holds the time: a dialog play waits on (the reality check) is not the player's idling. */
export interface InactivityWatch {
  hold(reason: string, on: boolean): void;
}

export function watchInactivity(o: {
  /** The launch's `inactivityMinutes`; null: the session never ends on its own. */
  minutes: number | null;
  bridge: LobbyBridge;
  stage: Stage;
  audio: AudioDirector;
  inspector: Inspector;
  t: Translate;
  lang: Language;
  /** Shows and says a message (the inspector reads it; the live region says it). */
  onMessage: (text: string) => void;
}): InactivityWatch {
  const { minutes, stage, t } = o;
  if (minutes === null) return { hold: () => undefined };
  let warning: InactivityPanel | null = null;
  const closeWarning = () => {
    if (warning && stage.openPanel === warning) stage.closeOverlay();
    warning = null;
  };
  const input = () => timer.input();
  const timer = new InactivityTimer(minutes, {
    warn: () => {
      const invalidate = () => stage.loop.invalidate();
      warning = new InactivityPanel(t, o.lang, invalidate, () => {
        timer.input();
        closeWarning();
      });
      stage.openOverlay(warning);
      o.onMessage(warning.text);
    },
    // After the event that dismissed it has reached the panel: a tap that takes the warning away
    // lands on the warning, never on a control of the table under it.
    dismiss: () => setTimeout(closeWarning, 0),
    end: () => void end(),
  });
  const end = async () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, input, true);
    // A page that has already stopped for another reason (another tab took the wallet) says that.
    if (stage.screen?.final) return;
    closeWarning();
    const message = t('session.endedInactivity', { duration: minutesText(t, o.lang, minutes) });
    await showSessionEnded(o, message, 'inactivity');
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, input, { capture: true, passive: true });
  // The time stands while any reason holds it: the lobby's pause, a dialog.
  const holds = new Set<string>();
  const hold = (reason: string, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    if (holds.size > 0) timer.pause();
    else timer.resume();
  };
  o.bridge.onCommand((command) => {
    if (command.type === 'pause') hold('lobby', true);
    if (command.type === 'resume') hold('lobby', false);
  });
  timer.start();
  return { hold };
}
