/**
 * The replay page (`replay.html`, issue 40): a finished round read from the game server, once,
 * and played again on its real table (app/replay/replay-page.ts). The round comes with a support
 * desk's replay token in the link, or with the player's own session handed over by the game page
 * that opened it (platform/replay-handoff.ts); the token stays in this page's memory. A replay
 * moves no money and makes no round call: its one request is `GET /v1/replays/{round}`.
 */
// First: Pixi's code, evaluated after it, finds the lazy Intl.Segmenter (app/lazy-segmenter.ts).
import './app/lazy-segmenter';
import './style.css';
import { BootProgress } from './app/boot-progress';
import { errorPage } from './app/error-page';
import { loadFonts } from './app/load-fonts';
import { showReplay } from './app/replay/replay-page';
import { type ReplayStop, replayStopText } from './app/replay/replay-problem';
import { SERVER_MARK } from './app/server-mark';
import { startStage } from './app/start-stage';
import { ReplayProblem, readReplay } from './games/replay/record';
import { accessNodes, installInspector } from './look/inspector';
import { LobbyBridge } from './platform/bridge';
import { loadTranslator } from './platform/i18n';
import { replayTranslator } from './platform/i18n/replay';
import { readReplayRecord } from './platform/remote/replay-source';
import { askOpener, type ReplayAccess } from './platform/replay-handoff';
import { parseReplayLaunch } from './platform/replay-launch';
import { ReplayScreen } from './ui/replay/replay-screen';
import { AccessLayer } from './view/kit/access/access-layer';
import { Announcer } from './view/kit/access/announcer';
import { tapAt } from './view/kit/access/tap';
import { idleWorkPending } from './view/kit/stage/idle-work';

/** Where the round is read, and with which token: the link's own, or the opener's session. */
async function accessOf(round: string, token: string | null): Promise<ReplayAccess | ReplayStop> {
  const served = document.querySelector(`meta[name="${SERVER_MARK}"]`) !== null;
  // The support desk's link: its replay token, on the game server that serves this page (an
  // operator's replay token opens only operator players' rounds: real money).
  if (token !== null) return served ? { base: '', token, kind: 'real' } : { code: 'no-server' };
  return (await askOpener(window, round)) ?? { code: 'replay-no-token' };
}

async function boot(): Promise<void> {
  performance.mark('felt:boot');
  const launch = parseReplayLaunch(window.location.search, navigator.languages ?? [navigator.language]);
  const { lang } = launch;
  const t = await loadTranslator(lang);
  const rt = replayTranslator(lang);
  const progress = new BootProgress(document.getElementById('boot-status'), t);
  progress.reach('code');
  document.documentElement.lang = lang;
  document.title = `${rt('replay.pageTitle')} · ${t('app.brand')}`;
  // A replay talks to no lobby: its errors are the page's own (and the inspector's).
  const bridge = new LobbyBridge({ self: window, parent: null, parentOrigin: null });
  const [, stage] = await Promise.all([loadFonts({ lang }), startStage({ progress, t, bridge })]);
  if (!stage) return;
  progress.reach('textures');
  const inspector = installInspector(() => stage.loop.frames, idleWorkPending);
  inspector.play = 'server';
  const announcer = new Announcer(document.body);
  inspector.announcements = () => announcer.history();
  // The keyboard and the screen reader reach the replay's own controls: the table takes no input.
  const chrome = () => (stage.screen instanceof ReplayScreen ? stage.screen.chrome : null);
  const access = new AccessLayer(document.body, {
    nodes: () => accessNodes(stage.openPanel ?? chrome()),
    tap: (n) => tapAt(n.node, n.x + n.width / 2, n.y + n.height / 2),
  });
  stage.onFrame = () => access.schedule();
  stage.onPauseChange = (paused) => access.setInert(paused);
  const showError = errorPage({ stage, inspector, bridge, loader: progress });
  let stopped = false;
  const stop = async (s: ReplayStop) => {
    if (stopped) return;
    stopped = true;
    const { title, message, english } = replayStopText(s, lang);
    await showError(title, message, s.code, english);
  };

  if (!launch.ok) return stop({ code: 'bad-parameter', param: launch.param, value: launch.value });
  const { round } = launch;
  const source = await accessOf(round, launch.token);
  if ('code' in source) return stop(source);
  const read = await readReplayRecord({ base: source.base, token: source.token, round });
  if (!read.ok) return stop({ code: read.code, round });
  let record: ReturnType<typeof readReplay>;
  try {
    record = readReplay(read.answer, round);
  } catch (error) {
    if (!(error instanceof ReplayProblem)) throw error;
    return stop({ code: error.code, round });
  }
  progress.reach('table');
  await showReplay({
    ...{ stage, inspector, t, rt, lang, record, kind: source.kind, fast: launch.speed === 'fast' },
    round: (read.answer as { round: unknown }).round,
    onMessage: (text) => {
      inspector.lastMessage = text;
      announcer.say(text);
    },
    announce: (text) => announcer.say(text),
    stop: (s) => void stop(s),
  });
  if (stopped) return;
  inspector.ready = true;
  performance.mark('felt:ready');
  stage.loop.flush();
  progress.done();
}

void boot();
