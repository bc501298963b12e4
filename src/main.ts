/**
 * Boot: read the launch parameters we need for the first screen, start the Pixi application and
 * show the lobby. Full launch-parameter validation, wallet and lobby bridge arrive with the
 * platform (src/platform/).
 */
import './style.css';
import { formatMoney } from './engine/shared/money';
import { chooseLanguage, translator } from './platform/i18n';
import { installInspector } from './view/kit/inspector';
import { Stage } from './view/kit/stage';
import { LobbyScreen } from './view/lobby/lobby-screen';

const CURRENCY = 'EUR';

async function boot(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const lang = chooseLanguage(params.get('lang'), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = lang;
  const t = translator(lang);
  document.title = `${t('app.brand')} · ${t('app.tagline')}`;
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
    return;
  }
  status?.remove();
  const inspector = installInspector(() => stage.loop.frames);
  const lobby = new LobbyScreen({
    t,
    lang,
    formatMoney: (minor) => formatMoney(minor, CURRENCY, lang, { compact: true }),
    resolution: stage.resolution,
    invalidate: () => stage.loop.invalidate(),
    openGame: () => {
      // Game screens register a loader in the catalogue as they are built.
    },
    onMessage: (text) => {
      inspector.lastMessage = text;
    },
  });
  await stage.show(lobby);
  inspector.screen = lobby.name;
  inspector.ready = true;
}

void boot();
