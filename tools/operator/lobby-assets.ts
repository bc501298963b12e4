/**
 * The reference casino's stylesheet and script, served as files of its own origin (/lobby.css,
 * /lobby.js) so its pages keep a CSP without 'unsafe-inline'. The script keeps the balance beside
 * the game current two ways: it polls the casino's own ledger every few seconds, and it listens to
 * the game's `balance`, `roundStarted` and `roundEnded` messages (EMBEDDING.md), taken only from the
 * framed game's origin and only in the game's envelope; `exit` brings the player back to the lobby.
 */

export const LOBBY_CSS = `
:root { color-scheme: dark; --felt: #0d4a33; --felt-dark: #08321f; --gold: #e2c36b; --ink: #f4f1e8; --muted: #b9c7bd; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
  background: radial-gradient(ellipse at top, #176145 0%, var(--felt) 45%, var(--felt-dark) 100%) fixed; }
a { color: var(--gold); }
.bar { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 20px;
  background: rgba(0, 0, 0, 0.35); border-bottom: 1px solid rgba(226, 195, 107, 0.35); min-height: 56px; }
.brand { font-weight: 700; font-size: 1.15rem; letter-spacing: 0.02em; text-decoration: none; white-space: nowrap; }
.who { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; justify-content: flex-end; }
.player { color: var(--muted); }
.balance { font-variant-numeric: tabular-nums; font-weight: 700; background: rgba(0, 0, 0, 0.35);
  border: 1px solid rgba(226, 195, 107, 0.5); border-radius: 999px; padding: 4px 12px; }
.back { text-decoration: none; border: 1px solid var(--gold); border-radius: 6px; padding: 4px 12px; }
.lobby { max-width: 1100px; margin: 0 auto; padding: 20px; }
.choose { display: flex; gap: 16px; flex-wrap: wrap; align-items: end; margin-bottom: 8px; color: var(--muted); }
.choose label { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; }
select, button { font: inherit; color: var(--ink); background: rgba(0, 0, 0, 0.4); border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: 6px; padding: 6px 10px; }
button { cursor: pointer; border-color: var(--gold); }
h2 { font-size: 1.05rem; text-transform: uppercase; letter-spacing: 0.12em; color: var(--gold); margin: 24px 0 10px; }
.tiles { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
.tile { display: flex; flex-direction: column; gap: 4px; padding: 16px 18px; min-height: 112px; text-decoration: none;
  color: var(--ink); border-radius: 12px; border: 1px solid rgba(226, 195, 107, 0.35);
  background: linear-gradient(160deg, rgba(255, 255, 255, 0.1), rgba(0, 0, 0, 0.25)); transition: transform 0.12s, border-color 0.12s; }
.tile:hover, .tile:focus-visible { transform: translateY(-2px); border-color: var(--gold); outline: none; }
.tile-game { font-size: 0.8rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.1em; }
.tile-table { font-size: 1.2rem; font-weight: 700; }
.tile-limits { margin-top: auto; color: var(--gold); font-variant-numeric: tabular-nums; }
.tile-blackjack { background-color: rgba(20, 20, 20, 0.25); }
.tile-baccarat { background-color: rgba(120, 20, 30, 0.25); }
.tile-roulette { background-color: rgba(10, 40, 90, 0.25); }
.note { color: var(--muted); font-size: 0.9rem; margin-top: 28px; }
.page-play { display: flex; flex-direction: column; height: 100%; }
.play { flex: 1; display: flex; flex-direction: column; min-height: 0; padding: 8px; }
.play iframe { flex: 1; width: 100%; min-height: 0; border: 0; border-radius: 8px; background: #000; }
.status:empty { display: none; }
.status { margin: 8px 0 0; padding: 8px 12px; background: rgba(140, 30, 30, 0.6); border-radius: 6px; }
.problem { max-width: 720px; margin: 40px auto; padding: 0 20px; }
@media (max-width: 520px) {
  .bar { padding: 8px 10px; min-height: 48px; gap: 8px; }
  .brand { font-size: 1rem; }
  .brand-first { display: none; }
  .who { gap: 8px; flex-wrap: nowrap; }
  .player { display: none; }
  .play { padding: 0; }
  .play iframe { border-radius: 0; }
}
`;

export const LOBBY_JS = `'use strict';
(() => {
  const body = document.body;
  const player = body.dataset.player;
  const currency = body.dataset.currency || 'EUR';
  const balance = document.getElementById('balance');
  const status = document.getElementById('status');
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency });
  const show = (minor) => {
    if (balance && Number.isSafeInteger(minor)) balance.textContent = money.format(minor / 100);
  };
  const say = (text) => {
    if (status) status.textContent = text;
  };
  // The casino's own ledger is the truth: poll it.
  const refresh = async () => {
    if (!player || document.hidden) return;
    try {
      const res = await fetch('/api/balance?player=' + encodeURIComponent(player), { cache: 'no-store' });
      if (res.ok) show((await res.json()).balance);
    } catch {
      // the next poll tries again
    }
  };
  setInterval(refresh, 3000);
  document.addEventListener('visibilitychange', refresh);

  // The framed game's messages, from its origin only, in its envelope only.
  const gameOrigin = body.dataset.gameOrigin;
  if (!gameOrigin) return;
  // A regulated casino asks for a reality check when its own rules say so (EMBEDDING.md).
  const frame = document.getElementById('game');
  const check = document.getElementById('reality-check');
  if (frame && check)
    check.addEventListener('click', () =>
      frame.contentWindow.postMessage({ source: 'casino-game', version: 1, type: 'realityCheck' }, gameOrigin),
    );
  window.addEventListener('message', (event) => {
    if (event.origin !== gameOrigin) return;
    const m = event.data;
    if (!m || typeof m !== 'object' || m.source !== 'casino-game' || m.version !== 1) return;
    const payload = m.payload || {};
    switch (m.type) {
      case 'ready':
        say('');
        break;
      case 'balance':
      case 'roundStarted':
        show(payload.balance);
        break;
      case 'roundEnded':
        show(payload.balance);
        void refresh();
        break;
      case 'exit':
        window.location.href = body.dataset.lobby || '/';
        break;
      case 'realityCheck':
        say('Reality check shown: ' + Math.round(Number(payload.elapsedSeconds) / 60) + ' min played, ' +
          money.format(Number(payload.staked) / 100) + ' staked, ' + money.format(Number(payload.returned) / 100) + ' returned.');
        break;
      case 'sessionEnded':
        say('The game session ended (' + String(payload.reason) + '). Go back to the lobby to play again.');
        break;
      case 'error':
        say('The game reports: ' + String(payload.message || payload.code));
        break;
    }
  });
})();
`;
