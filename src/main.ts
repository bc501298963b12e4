/**
 * Boot: read and validate the launch parameters, connect the lobby bridge, start the Pixi
 * application, then show the lobby, the game asked for, or the error screen naming what is wrong.
 */
import './style.css';
import { formatMoney } from './engine/shared/money';
import { AudioDirector } from './platform/audio/audio';
import { LobbyBridge } from './platform/bridge';
import { findGame, gameNameKey, isPlayable } from './platform/catalog';
import { loadRulesTexts, translator } from './platform/i18n';
import { describeBadParameter, type LaunchParams, parseLaunch } from './platform/launch';
import { SettingsStore } from './platform/settings';
import { browserStorage, createStore, type StorageProblem } from './platform/storage';
import { DemoWallet } from './platform/wallet';
import { setTapFeedback } from './ui/feedback';
import { SettingsPanel } from './ui/settings-panel';
import { ErrorScreen } from './view/error-screen';
import { installInspector } from './view/kit/inspector';
import { Stage } from './view/kit/stage';
import { LobbyScreen } from './view/lobby/lobby-screen';

async function boot(): Promise<void> {
  const framed = window.parent !== window;
  const { storage, problem: storageProblem } = browserStorage();
  const store = createStore(storage);
  const launch = parseLaunch({
    search: window.location.search,
    browserLanguages: navigator.languages ?? [navigator.language],
    referrer: document.referrer,
    framed,
    // The speed layers (saved < launch parameter < turbo) live in the settings store.
    savedSpeed: null,
    seedAllowed: import.meta.env.VITE_ALLOW_SEED === 'true',
  });
  for (const w of launch.warnings) console.warn(`launch: ${w}`);
  const lang = launch.ok ? launch.params.lang : launch.lang;
  const t = translator(lang);
  document.documentElement.lang = lang;
  document.title = `${t('app.brand')} · ${t('app.tagline')}`;

  const bridge = new LobbyBridge({
    self: window,
    parent: framed ? window.parent : null,
    parentOrigin: launch.ok ? launch.params.parentOrigin : launch.parentOrigin,
  });

  const host = document.getElementById('game') ?? document.body;
  const status = document.getElementById('boot-status');
  if (status) status.textContent = t('app.loading');
  let stage: Stage;
  try {
    stage = await Stage.create(host);
  } catch (error) {
    console.warn('renderer failed to start', error);
    if (status) {
      status.textContent = t('app.webglError');
      status.classList.add('error');
    }
    bridge.post('error', { code: 'renderer', message: 'WebGL is unavailable in this browser' });
    return;
  }
  status?.remove();
  const inspector = installInspector(() => stage.loop.frames);

  const showError = async (title: string, message: string, code: string, english: string) => {
    const screen = new ErrorScreen(title, message, stage.resolution);
    await stage.show(screen);
    inspector.screen = screen.name;
    inspector.lastMessage = screen.text;
    inspector.ready = true;
    bridge.post('error', { code, message: english });
  };

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
  let muted = false;
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
  // Play money per currency; a corrupt or outdated saved balance is replaced and explained.
  const { wallet, problem: walletProblem } = DemoWallet.open(store, {
    currency: params.currency,
    startingBalance: params.balance,
  });
  const money = (minor: number) => formatMoney(minor, params.currency, lang);
  wallet.onChange(({ balance }) => bridge.post('balance', { balance }));
  const audio = new AudioDirector();
  audio.applySettings(settings.get());
  audio.startLoop('music'); // a quiet bed, only when the player has music on, after the first gesture
  setTapFeedback(() => audio.play('click'));
  inspector.audio = () => audio.status();
  const showSettings = () => {
    inspector.settings = { muted, speed: settings.speed, paused: stage.paused };
  };
  settings.onChange((s) => {
    audio.applySettings(s);
    showSettings();
  });

  bridge.onCommand((command) => {
    switch (command.type) {
      case 'pause':
        stage.pause('lobby');
        audio.setPaused('lobby', true);
        break;
      case 'resume':
        stage.resume('lobby');
        audio.setPaused('lobby', false);
        break;
      case 'audio':
        muted = command.payload.muted;
        audio.setMuted('lobby', muted);
        break;
      case 'turbo':
        settings.setTurbo(command.payload.on);
        break;
      case 'refreshBalance':
        bridge.post('balance', { balance: wallet.balance() });
        break;
      case 'getState':
        bridge.post('state', { phase: inspector.screen, balance: wallet.balance(), busy: false });
        break;
    }
    showSettings();
  });
  showSettings();

  const game = params.game ? findGame(params.game) : undefined;
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
  const screen = new LobbyScreen({
    t,
    lang,
    formatMoney: (minor) => formatMoney(minor, params.currency, lang, { compact: true }),
    balance: () => t('lobby.balance', { balance: money(wallet.balance()) }),
    resolution: stage.resolution,
    invalidate: () => stage.loop.invalidate(),
    openGame: () => {
      // Game screens register a loader in the catalogue as they are built.
    },
    openRules: async (table) => {
      // The rules screen and the blackjack expected-value engine it uses load on demand.
      const [{ RulesPanel }, { rulesContent }] = await Promise.all([
        import('./ui/rules-panel'),
        import('./ui/rules/content'),
        loadRulesTexts(lang),
      ]);
      const content = rulesContent(table, {
        lang,
        money: (m) => formatMoney(m, params.currency, lang, { compact: true }),
      });
      stage.openOverlay(
        new RulesPanel(
          content,
          t,
          () => stage.loop.invalidate(),
          () => stage.closeOverlay(),
        ),
      );
    },
    openSettings: () => {
      stage.openOverlay(
        new SettingsPanel(
          t,
          settings,
          () => stage.loop.invalidate(),
          () => stage.closeOverlay(),
        ),
      );
    },
    onMessage: (text) => {
      inspector.lastMessage = text;
    },
  });
  await stage.show(screen);
  inspector.screen = screen.name;
  inspector.ready = true;
  if (walletProblem?.code === 'storage-reset') {
    screen.notify(t('storage.walletReset', { balance: money(wallet.balance()) }));
  }
  bridge.post('ready', { game: params.game, table: params.table, lang, currency: params.currency });
  bridge.post('balance', { balance: wallet.balance() });
}

void boot();
