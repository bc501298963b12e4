/**
 * The reference casino's pages, as plain HTML (no framework, no inline script or style: the CSP in
 * lobby-routes.ts allows only this origin's /lobby.css and /lobby.js, and frames from the game
 * server): the lobby with the player, their balance from the casino's ledger and the tables; the
 * play page that frames a launched game beside that balance; a page that says why a launch failed.
 * English only: this is the operator's developer tool, not a player-facing game screen.
 */
import { GAME_IDS, type GameId, TABLES } from '../../src/platform/games';

const CASINO_NAME = 'Reference Casino';
const DEMO_PLAYERS = ['alice', 'bob', 'chloe'] as const;
export const LANGS = ['en', 'fi', 'it', 'el'] as const;

const GAME_NAMES: Record<GameId, string> = { blackjack: 'Blackjack', baccarat: 'Baccarat', roulette: 'Roulette' };

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(minor / 100);
}

/** The game a table belongs to (platform/games.ts, read from the engines' presets); null: no such table. */
export function gameOfTable(table: string): GameId | null {
  return GAME_IDS.find((g) => TABLES[g].some((t) => t.id === table)) ?? null;
}

interface Shell {
  title: string;
  body: string;
  /** data-* attributes of <body> for lobby.js. */
  data?: Record<string, string>;
  bodyClass?: string;
}

function page(s: Shell): string {
  const data = Object.entries(s.data ?? {})
    .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(s.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/lobby.css">
<script src="/lobby.js" defer></script>
</head>
<body class="${s.bodyClass ?? ''}"${data}>
${s.body}
</body>
</html>
`;
}

function header(playerId: string, balance: string, extra = ''): string {
  return `<header class="bar">
  <a class="brand" href="/?player=${encodeURIComponent(playerId)}">♠ <span class="brand-first">Reference</span> Casino</a>
  <div class="who">
    <span class="player">${escapeHtml(playerId)}</span>
    <span class="balance" id="balance" aria-live="polite">${escapeHtml(balance)}</span>
    ${extra}
  </div>
</header>`;
}

export interface LobbyView {
  playerId: string;
  balance: number;
  currency: string;
  lang: string;
  gameServerUrl: string;
}

export function lobbyPage(v: LobbyView): string {
  const player = encodeURIComponent(v.playerId);
  const options = (list: readonly string[], chosen: string) =>
    list.map((x) => `<option${x === chosen ? ' selected' : ''}>${escapeHtml(x)}</option>`).join('');
  const sections = GAME_IDS.map((game) => {
    const tiles = TABLES[game]
      .map((t) => {
        const href = `/play?table=${encodeURIComponent(t.id)}&player=${player}&lang=${encodeURIComponent(v.lang)}`;
        const limits = `${formatMoney(t.minBet, v.currency)} – ${formatMoney(t.maxBet, v.currency)}`;
        return `<li><a class="tile tile-${game}" href="${escapeHtml(href)}" data-table="${escapeHtml(t.id)}">
  <span class="tile-game">${GAME_NAMES[game]}</span>
  <span class="tile-table">${escapeHtml(t.id)}</span>
  <span class="tile-limits">${escapeHtml(limits)}</span>
</a></li>`;
      })
      .join('\n');
    return `<section><h2>${GAME_NAMES[game]}</h2><ul class="tiles">${tiles}</ul></section>`;
  }).join('\n');
  const body = `${header(v.playerId, formatMoney(v.balance, v.currency))}
<main class="lobby">
  <form class="choose" method="get" action="/">
    <label>Player <select name="player">${options(
      DEMO_PLAYERS.includes(v.playerId as (typeof DEMO_PLAYERS)[number]) ? DEMO_PLAYERS : [...DEMO_PLAYERS, v.playerId],
      v.playerId,
    )}</select></label>
    <label>Language <select name="lang">${options(LANGS, v.lang)}</select></label>
    <button type="submit">Switch</button>
  </form>
  ${sections}
  <p class="note">Real (operator) money: each table is launched by this casino's back end with a signed
  call to the game server at <code>${escapeHtml(v.gameServerUrl)}</code>; every stake and win moves
  this casino's wallet through its seamless-wallet API.</p>
</main>`;
  return page({
    title: CASINO_NAME,
    body,
    bodyClass: 'page-lobby',
    data: { player: v.playerId, currency: v.currency },
  });
}

export interface PlayView extends LobbyView {
  table: string;
  launchUrl: string;
}

export function playPage(v: PlayView): string {
  const back = `<a class="back" href="/?player=${encodeURIComponent(v.playerId)}&lang=${encodeURIComponent(v.lang)}">Lobby</a>`;
  const body = `${header(v.playerId, formatMoney(v.balance, v.currency), back)}
<main class="play">
  <iframe id="game" title="${escapeHtml(v.table)}" src="${escapeHtml(v.launchUrl)}" allow="autoplay; fullscreen"></iframe>
  <p class="status"><span id="status" role="status"></span>
    <button type="button" id="reality-check" title="Ask the game for a reality check now (EMBEDDING.md realityCheck)">Reality check</button></p>
</main>`;
  return page({
    title: `${v.table} · ${CASINO_NAME}`,
    body,
    bodyClass: 'page-play',
    data: {
      player: v.playerId,
      currency: v.currency,
      'game-origin': new URL(v.launchUrl).origin,
      lobby: `/?player=${encodeURIComponent(v.playerId)}&lang=${encodeURIComponent(v.lang)}`,
    },
  });
}

export function problemPage(playerId: string, title: string, detail: string): string {
  const body = `${header(playerId, '')}
<main class="problem">
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(detail)}</p>
  <p><a href="/?player=${encodeURIComponent(playerId)}">Back to the lobby</a></p>
</main>`;
  return page({ title: `${title} · ${CASINO_NAME}`, body, bodyClass: 'page-problem' });
}
