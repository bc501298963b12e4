/**
 * The lobby's words fit their places (issue #41: the Finnish "Eurooppalainen ruletti" ran past
 * its tile on a 390 px phone), measured with the faces the game ships, as the browser measures
 * them: at every layout size and a 360 × 740 phone, in the four languages, each tile's title,
 * tagline, table rows, tier pills and PLAY stay inside the tile and clear of each other, in type
 * no smaller than reads; the tiles stay on the screen, clear of each other, the header and the
 * footer; and the header's brand, badge, settings, tagline and balance do not cover each other.
 */
import { describe, expect, it } from 'vitest';
import { canvasesPaintNothing } from '../../ui/support/pixi-node';
import { LAYOUT_SIZES } from '../support/layout-sizes';
import { installShippedFonts } from '../support/shipped-fonts';

canvasesPaintNothing();
await installShippedFonts();

const { Text } = await import('pixi.js');
const { LobbyScreen } = await import('../../../src/view/lobby/lobby-screen');
const { GameTile } = await import('../../../src/view/lobby/game-tile');
const { GAME_IDS, TABLES, SHARED_TABLES } = await import('../../../src/platform/games');
const { LANGUAGES, translator } = await import('../../../src/platform/i18n');
const { formatMoney } = await import('../../../src/engine/shared/money');

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const SIZES = [...LAYOUT_SIZES, ['small phone upright', 360, 740] as const];

/** Two boxes share more than a hairline (antialiased edges may touch). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

const inside = (b: Box, w: number, h: number, margin = 0) =>
  b.x >= margin - 0.5 && b.y >= margin - 0.5 && b.x + b.width <= w - margin + 0.5 && b.y + b.height <= h - margin + 0.5;

const show = (b: Box) =>
  `${b.what} (${Math.round(b.x)}, ${Math.round(b.y)}, ${Math.round(b.width)}×${Math.round(b.height)})`;

function lobby(lang: (typeof LANGUAGES)[number], server: boolean) {
  const t = translator(lang);
  const money = (m: number) => formatMoney(m, 'EUR', lang);
  return new LobbyScreen({
    t,
    lang,
    games: GAME_IDS.map((id) => ({
      id,
      tables: server ? [...TABLES[id], ...SHARED_TABLES[id]] : TABLES[id],
      playable: true,
    })),
    formatMoney: (m) => formatMoney(m, 'EUR', lang, { compact: true }),
    // a balance as long as a player is likely to have: six figures
    balance: () => t('lobby.balance', { balance: money(12_345_678) }),
    moneyKind: 'demo',
    resolution: 1,
    invalidate: () => undefined,
    openGame: () => undefined,
    openSettings: () => undefined,
    openRules: () => undefined,
    onMessage: () => undefined,
  });
}

/** What the screen draws, in screen space: the header's parts, each tile, the footer. */
function drawn(screen: InstanceType<typeof LobbyScreen>) {
  const header: Box[] = [];
  const tiles: { box: Box; parts: Box[] }[] = [];
  let footer: Box | null = null;
  for (const child of screen.root.children) {
    if (!child.visible) continue;
    if (child instanceof GameTile) {
      const { w, h, boxes } = child.drawn();
      tiles.push({
        box: { what: child.game.id, x: child.x, y: child.y, width: w, height: h },
        parts: boxes.map((b) => ({ ...b, what: `${child.game.id}: ${b.what}` })),
      });
    } else if (child.label === 'footer') {
      const b = child.getBounds();
      footer = { what: 'footer', x: b.x, y: b.y, width: b.width, height: b.height };
    } else if (child.label && child.label !== 'backdrop' && child.label !== 'toast') {
      const b = child.getBounds();
      header.push({ what: child.label, x: b.x, y: b.y, width: b.width, height: b.height });
    }
  }
  return { header, tiles, footer: footer as Box | null };
}

/** The type size of every text a tile draws, and whether it is the title (the display face). */
function typeSizes(tile: InstanceType<typeof GameTile>): { what: string; size: number; title: boolean }[] {
  return tile.children.flatMap((c) =>
    c instanceof Text && c.visible
      ? [{ what: c.text, size: Number(c.style.fontSize), title: String(c.style.fontFamily).includes('Serif') }]
      : [],
  );
}

describe.each(LANGUAGES)('the lobby in %s', (lang) => {
  for (const server of [false, true]) {
    describe(server ? 'with the shared tables of a game server' : 'playing in the browser', () => {
      // (a 320 × 640 phone has no room for the server's ten tables: the lobby would have to scroll)
      const sizes = server ? SIZES.filter(([, w]) => w > 320) : SIZES;
      it.each(sizes)('%s %i×%i: every word stays in its tile, nothing covers anything', (_, w, h) => {
        const screen = lobby(lang, server);
        // a shared table's row says how many play there: a crowded table's
        if (server) screen.setPlayers(new Map(GAME_IDS.flatMap((id) => SHARED_TABLES[id].map((e) => [e.id, 12]))));
        screen.resize(w, h);
        const { header, tiles, footer } = drawn(screen);
        const problems: string[] = [];
        for (const part of header) if (!inside(part, w, h)) problems.push(`${show(part)} leaves the screen`);
        for (let i = 0; i < header.length; i++)
          for (const other of header.slice(i + 1))
            if (overlap(header[i] as Box, other)) problems.push(`${show(header[i] as Box)} covers ${show(other)}`);
        for (const [i, tile] of tiles.entries()) {
          if (!inside(tile.box, w, h)) problems.push(`${show(tile.box)} leaves the screen`);
          for (const part of header)
            if (overlap(tile.box, part)) problems.push(`${show(tile.box)} covers ${show(part)}`);
          if (footer && overlap(tile.box, footer)) problems.push(`${show(tile.box)} covers the footer`);
          for (const other of tiles.slice(i + 1))
            if (overlap(tile.box, other.box)) problems.push(`${show(tile.box)} covers ${show(other.box)}`);
          // inside the tile, a few pixels in from its rounded edge
          for (const part of tile.parts)
            if (!inside(part, tile.box.width, tile.box.height, 2)) problems.push(`${show(part)} leaves its tile`);
          for (let a = 0; a < tile.parts.length; a++)
            for (const other of tile.parts.slice(a + 1))
              if (overlap(tile.parts[a] as Box, other))
                problems.push(`${show(tile.parts[a] as Box)} covers ${show(other)}`);
        }
        if (footer && !inside(footer, w, h)) problems.push('the footer leaves the screen');
        expect(problems).toEqual([]);
        // type that reads: a title no smaller than 16 px, the rest no smaller than 11 px
        for (const child of screen.root.children) {
          if (!(child instanceof GameTile)) continue;
          for (const { what, size, title } of typeSizes(child))
            expect(size, what).toBeGreaterThanOrEqual(title ? 16 : 11);
        }
      });
    });
  }
});
