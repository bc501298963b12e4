/**
 * Boot: read and validate the launch parameters, connect the lobby bridge, start the Pixi
 * application, then show the lobby, the game asked for, or the error screen naming what is wrong.
 */
// First: Pixi's code, evaluated after it, finds the lazy Intl.Segmenter (app/lazy-segmenter.ts).
import './app/lazy-segmenter';
import './style.css';
import { BootProgress } from './app/boot-progress';
import { errorPage } from './app/error-page';
import { followJurisdiction } from './app/jurisdiction';
import { exitToLobby } from './app/leave-to';
import { loadFonts } from './app/load-fonts';
import { followLobby } from './app/lobby-commands';
import { loadServerPlay, openPlay } from './app/open-play';
import { openSharedTable } from './app/open-shared';
import { isFramed, pageLaunch } from './app/page-launch';
import { panels } from './app/panels';
import { watchPlay } from './app/play-watch';
import { followPlayers } from './app/players-count';
import { findGame, type GameEntry, isPlayable, REGISTRY } from './app/registry';
import { findServer } from './app/server-mark';
import { lazyFairness, sessionProblemText } from './app/session-problem';
import { startStage } from './app/start-stage';
import { unfinishedRounds } from './app/unfinished-rounds';
import { isSharedTableId } from './contract/shared-tables';
import { formatMoney } from './engine/shared/money';
import { CryptoRng, SeededRng } from './engine/shared/rng';
import { setTapFeedback } from './look/feedback';
import { accessNodes, installInspector } from './look/inspector';
import { AudioDirector } from './platform/audio/audio';
import { LobbyBridge } from './platform/bridge';
import { firstTable, SHARED_TABLES } from './platform/games';
import { loadTranslator, translator } from './platform/i18n';
import { describeBadParameter, type LaunchParams } from './platform/launch';
import { SettingsStore } from './platform/settings';
import { browserStorage, createStore, type StorageProblem } from './platform/storage';
import type { GameContext } from './view/game-context';
import { AccessLayer } from './view/kit/access/access-layer';
import { Announcer } from './view/kit/access/announcer';
import { tapAt } from './view/kit/access/tap';
import { idleWorkPending } from './view/kit/stage/idle-work';
import type { Screen } from './view/kit/stage/screen';
import { gameNameKey } from './view/kit/words/names';
import type { LobbyScreen } from './view/lobby/lobby-screen';

async function boot(): Promise<void> {
  // Boot milestones for the benchmark's load breakdown (performance.getEntriesByType('mark')).
  performance.mark('felt:boot');
  const framed = isFramed();
  const { storage, problem: storageProblem } = browserStorage();
  const store = createStore(storage);
  const launch = pageLaunch();
  for (const w of launch.warnings) console.warn(`launch: ${w}`);
  const lang = launch.ok ? launch.params.lang : launch.lang;
  document.documentElement.lang = lang;
  // Its chunk was asked for by the early script (early-preload.ts) and is here by now, or nearly.
  const t = await loadTranslator(lang);
  const progress = new BootProgress(document.getElementById('boot-status'), t);
  progress.reach('code');
  document.title = `${t('app.brand')} · ${t('app.tagline')}`;
  const bridge = new LobbyBridge({
    self: window,
    parent: framed ? window.parent : null,
    parentOrigin: launch.ok ? launch.params.parentOrigin : launch.parentOrigin,
  });

  // The table's code downloads while the renderer starts (they used to load one after the other).
  if (launch.ok && launch.params.game)
    void findGame(launch.params.game)
      ?.load?.()
      ?.catch(() => undefined);
  // The lobby's code is a chunk of its own (a table launch does not need it): fetched now if it shows first.
  const lobbyCode = () => import('./view/lobby/lobby-screen');
  if (!launch.ok || !launch.params.game) void lobbyCode().catch(() => undefined);
  const announcer = new Announcer(document.body);
  const startPlay = (params: LaunchParams) =>
    openPlay({
      params,
      store,
      local: storage,
      post: (type, ...payload) => bridge.post(type, ...payload),
      sayBalance: (b) => announcer.say(t('a11y.balance', { balance: formatMoney(b, params.currency, lang) })),
      seedAllowed: import.meta.env.VITE_ALLOW_SEED === 'true',
      rng: params.seed !== null ? new SeededRng(params.seed) : new CryptoRng(),
    });
  // On a game server the session opens (a round trip or three) while the code and renderer load;
  // in the browser, the wallet is taken once the table can show (a page that cannot draw keeps out).
  const serverPlay = launch.ok && findServer(launch.params) !== null ? startPlay(launch.params) : null;
  serverPlay?.catch(() => undefined);

  // The faces load while the renderer starts (asked first: it holds the main thread); screens draw after both.
  const [, started] = await Promise.all([loadFonts({ lang }), startStage({ progress, t, bridge })]);
  if (!started) return;
  const stage = started;
  progress.reach('textures');
  const inspector = installInspector(() => stage.loop.frames, idleWorkPending);
  // Keyboard and screen-reader players: controls over the canvas, and a polite live region.
  const access = new AccessLayer(document.body, {
    nodes: () => accessNodes(stage.openPanel),
    tap: (n) => tapAt(n.node, n.x + n.width / 2, n.y + n.height / 2),
  });
  inspector.announcements = () => announcer.history();
  stage.onFrame = () => access.schedule();
  stage.onPauseChange = (paused) => access.setInert(paused);
  // Escape closes the open panel (settings, history, rules), as a dialog's close does.
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && stage.openPanel && !stage.paused) stage.closeOverlay();
  });

  const showError = errorPage({ stage, inspector, bridge, loader: progress });

  if (!launch.ok) {
    await showError(
      t('error.title'),
      describeBadParameter(launch.error, t),
      'bad-parameter',
      describeBadParameter(launch.error, translator('en')),
    );
    return;
  }
  const params: LaunchParams = launch.params;
  const settings = new SettingsStore(store, {
    prefersReducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    launchSpeed: new URLSearchParams(window.location.search).has('speed') ? params.speed : null,
  });
  const reportStorage = (p: StorageProblem) => {
    console.warn(`storage: ${p.code} ${p.key}: ${p.reason}`);
    bridge.post('error', { code: p.code, message: `${p.key}: ${p.reason}` });
  };
  for (const p of store.problems()) reportStorage(p);
  if (storageProblem) reportStorage(storageProblem);
  store.onProblem(reportStorage);
  const money = (minor: number) => formatMoney(minor, params.currency, lang);
  const compact = (minor: number) => formatMoney(minor, params.currency, lang, { compact: true });
  // On the game server (demo or real money) or in this browser: the tables' round service, picked once.
  const play = await (serverPlay ?? startPlay(params));
  if (play.where === 'nowhere') {
    const { title, message, english } = sessionProblemText(play.problem, t);
    await showError(title, message, play.problem.code, english, {
      label: t('session.reload'),
      onTap: () => window.location.reload(),
    });
    return;
  }
  // Play money per currency (a corrupt saved balance is set aside, replaced and explained), and its rounds.
  const { bank, history, slots, reporter, busy, walletReset, newerSave, lobbyReady, tally } = play.money;
  const { rounds } = play;
  if (newerSave) {
    await showError(t('storage.newerTitle'), t('storage.newer'), 'storage-newer', translator('en')('storage.newer'));
    return;
  }
  const audio = new AudioDirector();
  audio.applySettings(settings.get());
  audio.startLoop('music'); // a quiet bed, only when the player has music on, after the first gesture
  setTapFeedback(() => audio.play('click'));
  inspector.audio = () => audio.status();
  if (play.where === 'server')
    (await loadServerPlay()).watchServer({
      ...{ api: play.api, bridge, stage, audio, inspector, t },
      onMessage: (text) => announcer.say(text),
    });
  else
    play.lock.onLost(() => {
      // This page stops playing: its table goes, its sound too.
      audio.setPaused('elsewhere', true);
      void showError(
        t('elsewhere.title'),
        t('elsewhere.message'),
        'open-elsewhere',
        'the game was opened in another tab or window of this browser',
        // Reloading takes the wallet back: the page opened last holds it.
        { label: t('elsewhere.playHere'), onTap: () => window.location.reload() },
        'elsewhere',
      );
    });
  const { profile, pace } = followJurisdiction({
    launched: params.jurisdiction,
    session: play.where === 'server' ? play.session : null,
    settings,
  });
  followLobby({ bridge, stage, audio, settings, inspector, balance: () => bank.balance(), busy });

  const { openRules, openSettings, openHistory } = panels({
    stage,
    t,
    lang,
    money,
    compact,
    settings,
    history: play.where === 'server' ? play.history : history,
    fairness: play.where === 'server' ? lazyFairness(play.api) : null,
    terms: { roundExpiryMinutes: params.roundExpiryMinutes, inactivityMinutes: params.inactivityMinutes },
    jurisdiction: profile,
  });
  const onMessage = (text: string) => {
    inspector.lastMessage = text;
    announcer.say(text);
  };
  // (openGame is called only once boot has gone on past its definition below)
  const unfinished = unfinishedRounds({
    ...{ bank, slots, stage, t, lang, onMessage },
    open: (game, table) => void openGame(game, table, params.game === null),
  });
  const showLobby = async (): Promise<LobbyScreen> => {
    const { LobbyScreen } = await lobbyCode();
    const lobby = new LobbyScreen({
      t,
      lang,
      // Shared tables play only on the game server: a page playing in the browser does not list them.
      games: REGISTRY.map((g) => ({
        id: g.id,
        tables: play.where === 'server' ? [...g.tables, ...SHARED_TABLES[g.id]] : g.tables,
        playable: isPlayable(g),
      })),
      formatMoney: compact,
      balance: () => t('lobby.balance', { balance: money(bank.balance()) }),
      moneyKind: bank.kind,
      resolution: stage.resolution,
      invalidate: () => stage.loop.invalidate(),
      openGame: (id, table, tier) => {
        const entry = findGame(id);
        if (entry) void openGame(entry, table ?? null, true, tier ?? null);
      },
      openRules: (table) => void openRules(table),
      openSettings,
      onMessage,
    });
    progress.reach('lobby');
    await stage.show(lobby);
    if (play.where === 'server') followPlayers(play.api, lobby, () => stage.screen === lobby);
    inspector.screen = lobby.name;
    unfinished.offer(null);
    return lobby;
  };

  /**
   * Opens a game's table (at a limit tier, where it has several); `fromLobby` puts a Lobby button
   * on its HUD that comes back here.
   */
  const openGame = async (
    entry: GameEntry,
    table: string | null,
    fromLobby: boolean,
    tier: string | null = null,
  ): Promise<Screen | null> => {
    const isShared = table !== null && isSharedTableId(table);
    // The server's earlier rounds of the table (baccarat's roads, roulette's statistics) come first: asked now.
    const prepared = rounds
      .prepare(entry.id, bank.openRound(entry.id)?.table ?? table ?? firstTable(entry.id))
      .catch(() => undefined);
    const module = await (isShared ? entry.loadShared() : entry.load?.());
    if (!module) return null;
    // A shared table (SHARED.md) plays only on the game server: read and followed before it shows.
    const shared = isShared ? await openSharedTable(play, table, t, showError) : null;
    if (isShared && !shared) return null;
    await prepared;
    const context: GameContext = {
      t,
      lang,
      currency: params.currency,
      money,
      chipLabel: compact,
      stage,
      inspector,
      settings,
      audio,
      bank,
      rounds,
      slots,
      reporter,
      table,
      tier,
      shared,
      roundExpiryMinutes: params.roundExpiryMinutes,
      jurisdiction: profile,
      pace,
      tally,
      onLobby: params.lobbyUrl
        ? () => exitToLobby({ post: (type) => bridge.post(type), url: params.lobbyUrl as string, framed })
        : fromLobby
          ? () => void showLobby()
          : null,
      openRules: (id, tier) => void openRules(id, tier),
      openSettings,
      openHistory: (g, showing) => void openHistory(g, showing),
      onMessage,
      announce: (text) => announcer.say(text),
    };
    const screen = module.createScreen(context);
    progress.reach('table');
    await stage.show(screen);
    inspector.screen = screen.name;
    unfinished.offer(entry.id);
    return screen;
  };

  // A launch for a game opens that game (at its own unfinished round's table, if it has one); a
  // launch of the lobby (a reload of it, too) comes back to the table of a round left unfinished.
  const game = params.game ? findGame(params.game) : unfinished.first();
  if (game && !isPlayable(game)) {
    const name = t(gameNameKey(game.id));
    await showError(
      t('error.gameUnavailable', { game: name }),
      t('error.backToLobby'),
      'game-unavailable',
      translator('en')('error.gameUnavailable', { game: name }),
    );
    return;
  }
  const table = game ? (unfinished.tableOf(game.id) ?? (game.id === params.game ? params.table : null)) : null;
  const tier = game && game.id === params.game ? params.tier : null;
  const shown = game ? await openGame(game, table, params.game === null, tier) : await showLobby();
  inspector.ready = true;
  performance.mark('felt:ready');
  // The first frame of the table is drawn under the loader, which then fades.
  stage.loop.flush();
  progress.done();
  // What the player must know of their saved money, on the lobby or the table (and said aloud).
  const notice = [
    walletReset ? t('storage.walletReset', { balance: money(bank.balance()) }) : '',
    storageProblem ? t('storage.memoryOnly') : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (notice) {
    shown?.notify?.(notice);
    onMessage(notice);
  }
  bridge.post('ready', { game: params.game, table: params.table, lang, currency: params.currency });
  // What the table told of its rounds while it opened (a round voided at boot) follows `ready`.
  lobbyReady();
  // The inactivity time counts from the moment the game is ready for play (on the server the
  // session's own setting wins, an operator's for real money); reality checks and notices too.
  watchPlay({
    ...{ profile, tally, busy, bridge, stage, audio, inspector, t, lang, money, framed, onMessage },
    inactivityMinutes: play.where === 'server' ? (play.session.inactivityMinutes ?? null) : params.inactivityMinutes,
    lobbyUrl: params.lobbyUrl,
  });
  // Through the reporter, which posts a balance only when it changed (the table may have said it).
  reporter.balance(bank.balance());
}

void boot();
