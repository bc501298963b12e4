/**
 * The lobby: the brand, a tile for each game with its tables, and a footer. Tiles sit side by
 * side on wide screens and stack on a phone held upright.
 */
import { Container, Sprite, Text } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS, FONT_UI } from '../../look/theme';
import type { GameId, TableEntry } from '../../platform/games';
import type { Translate } from '../../platform/i18n';
import type { Screen } from '../kit/stage/screen';
import { Toast } from '../kit/text/toast';
import { gameNameKey, tableNameKey } from '../kit/words/names';
import { paintBackdrop } from './art';
import { GameTile } from './game-tile';
import { LobbyHeader } from './lobby-header';

/** A game as the lobby offers it: its tables, and whether it can be played yet. */
export interface LobbyGame {
  id: GameId;
  tables: readonly TableEntry[];
  playable: boolean;
}

export interface LobbyOptions {
  t: Translate;
  games: readonly LobbyGame[];
  lang: string;
  formatMoney: (minor: number) => string;
  /** The player's balance, formatted for the header. */
  balance: () => string;
  /** Play money or the operator's real money: the header's badge says which. */
  moneyKind?: 'demo' | 'real';
  resolution: number;
  /** Asks for a frame: the lobby only renders when something changed. */
  invalidate: () => void;
  /** Opens a playable game at the chosen table (and limit tier, where it has several). */
  openGame: (game: GameId, table?: string, tier?: string) => void;
  /** Opens the settings panel. */
  openSettings: () => void;
  /** Opens the rules and paytable of a table. */
  openRules: (table: string) => void;
  /** Reports the message the lobby shows (the inspector reads it). */
  onMessage: (text: string) => void;
}

/** The least height of a game's tile in the stacked (phone) lobby, px. */
const MIN_ROW_TILE = 150;
export class LobbyScreen implements Screen {
  readonly name = 'lobby';
  readonly root = new Container();
  private readonly backdrop: Sprite;
  private readonly header: LobbyHeader;
  private readonly footer: Text;
  private readonly toast: Toast;
  private readonly tiles: GameTile[];
  private size: { w: number; h: number } | null = null;

  constructor(private readonly o: LobbyOptions) {
    const { t } = o;
    this.backdrop = new Sprite(paintBackdrop(o.resolution));
    this.header = new LobbyHeader(o);
    this.footer = new Text({
      text: t('lobby.footer'),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.muted, align: 'center', wordWrap: true },
    });
    this.toast = new Toast(o.invalidate);
    // (names for the layout tests, which check that nothing covers anything else)
    for (const [label, node] of Object.entries({ backdrop: this.backdrop, footer: this.footer, toast: this.toast }))
      node.label = label;

    const limits = {
      limits: (min: number, max: number) => t('lobby.limits', { min: o.formatMoney(min), max: o.formatMoney(max) }),
      range: (min: number, max: number) => t('lobby.tierRange', { min: o.formatMoney(min), max: o.formatMoney(max) }),
    };
    this.tiles = o.games.map((game) => {
      const tile = new GameTile(game, t, limits, o.resolution, o.invalidate, o.openRules, (table, tier) =>
        this.o.openGame(game.id, table, tier),
      );
      for (const row of tile.tableRows()) {
        // A built game: the row opens that table and its ⓘ mark the rules; otherwise the row is the rules.
        if (game.playable) {
          // A shared table's row says how many play there, to a screen reader too.
          expose(`lobby.table.${row.table}`, row.hit, () =>
            row.shared ? `${t(tableNameKey(row.table))}, ${row.limits.text}` : t(tableNameKey(row.table)),
          );
          expose(`lobby.rules.${row.table}`, row.infoHit, () => t(tableNameKey(row.table)), undefined, {
            name: () => t('a11y.rulesOf', { table: t(tableNameKey(row.table)) }),
          });
          const entry = game.tables.find((e) => e.id === row.table);
          for (const pill of row.tiers) {
            const tier = entry?.tiers.find((e) => e.id === pill.tier);
            const bets = tier ? limits.limits(tier.minBet, tier.maxBet) : pill.tier;
            expose(`lobby.tier.${row.table}.${pill.tier}`, pill, () => t(tableNameKey(row.table)), undefined, {
              name: () => t('a11y.tableAtTier', { table: t(tableNameKey(row.table)), limits: bets }),
            });
          }
        } else expose(`lobby.rules.${row.table}`, row.hit, () => t(tableNameKey(row.table)));
      }
      tile.on('pointertap', () => this.choose(game));
      expose(
        `lobby.tile.${game.id}`,
        tile,
        () => t(gameNameKey(game.id)),
        () => game.playable,
      );
      return tile;
    });
    this.root.addChild(this.backdrop, ...this.header.parts, ...this.tiles, this.footer, this.toast);
  }

  private choose(game: LobbyGame): void {
    if (game.playable) {
      this.o.openGame(game.id);
      return;
    }
    this.showToast(this.o.t('lobby.notYet', { game: this.o.t(gameNameKey(game.id)) }));
  }

  /** Tells the player something that happened outside the lobby (a reset balance, say). */
  notify(text: string): void {
    this.showToast(text, 6000);
  }

  private showToast(text: string, ms = 2600): void {
    this.o.onMessage(text);
    this.toast.show(text, ms, () => this.o.onMessage(''));
    this.placeToast();
  }

  private width = 0;
  private height = 0;

  private placeToast(): void {
    this.toast.place(this.width, this.height - 64);
  }

  /** How many play at each shared table (the server's `GET /v1/tables`), on their rows. */
  setPlayers(players: ReadonlyMap<string, number>): void {
    let changed = false;
    for (const tile of this.tiles) if (tile.setPlayers(players, this.o.t)) changed = true;
    if (changed && this.size) this.resize(this.size.w, this.size.h);
    this.o.invalidate();
  }

  resize(w: number, h: number): void {
    this.size = { w, h };
    this.width = w;
    this.height = h;
    this.backdrop.position.set(-this.root.x, -this.root.y);
    this.backdrop.width = w + this.root.x * 2;
    this.backdrop.height = h + this.root.y * 2;

    const phone = w < 700 || h < 500;
    const margin = phone ? 14 : Math.max(24, Math.round(w * 0.04));
    this.placeTiles(w, h, phone, margin, (heading) => this.header.place(w, phone, margin, heading && h >= 500));
    this.placeToast();
  }

  /**
   * The footer at the foot, the tiles in the room between it and the header (laid out by
   * `header`, with its heading or without); when the tiles need more room than that, the heading
   * gives them its row.
   */
  private placeTiles(w: number, h: number, phone: boolean, margin: number, header: (heading: boolean) => number): void {
    let top = header(true);
    this.footer.style.wordWrapWidth = w - margin * 2;
    this.footer.style.fontSize = phone ? 11 : 12;
    const footerH = this.footer.height;
    this.footer.position.set(Math.round((w - this.footer.width) / 2), h - footerH - (phone ? 10 : 18));
    const bottom = this.footer.y - (phone ? 10 : 18);

    const gap = phone ? 10 : 22;
    const avail = bottom - top;
    const wide = w >= 700 && w / Math.max(avail, 1) > 1.1;
    if (wide) {
      const tileW = Math.round(Math.min(420, (w - margin * 2 - gap * 2) / 3));
      let tileH = Math.round(Math.min(avail, tileW * 1.25));
      // Grow the row (up to the free space) when a tile's tables need more room than that; when
      // even that is short, PLAY goes onto the paintings to leave the tables the tiles' height.
      const needed = (onArt: boolean) =>
        Math.max(...this.tiles.map((tile) => tile.layout(tileW, tileH, 'column', onArt)));
      const onArt = needed(false) > avail;
      tileH = Math.round(Math.min(avail, Math.max(tileH, needed(onArt))));
      const x0 = Math.round((w - (tileW * 3 + gap * 2)) / 2);
      // Heading and tiles travel together, a little above the middle of the free space.
      const shift = Math.max(0, (avail - tileH) / 3);
      this.header.shift(shift);
      this.tiles.forEach((tile, i) => {
        tile.position.set(Math.round(x0 + i * (tileW + gap)), Math.round(top + shift));
        tile.layout(tileW, tileH, 'column', onArt);
      });
    } else {
      const tileW = Math.round(Math.min(w - margin * 2, 640));
      let room = avail - gap * 2;
      const base = Math.round(Math.min(room / 3, 260));
      // A tile with more tables takes the height a tile with fewer does not need (blackjack's four
      // rows stay clear of its PLAY button), while every tile fits. When they do not all fit:
      // PLAY goes onto the paintings, the paintings give up their least height, and the heading
      // its row.
      const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
      const needsOf = (onArt: boolean, least: number) =>
        this.tiles.map((tile) => Math.max(least, tile.layout(tileW, base, 'row', onArt)));
      const plans = [
        { onArt: false, least: MIN_ROW_TILE, heading: true },
        { onArt: true, least: MIN_ROW_TILE, heading: true },
        { onArt: true, least: 0, heading: true },
        { onArt: true, least: 0, heading: false },
      ];
      let plan = plans[plans.length - 1] as (typeof plans)[number];
      let needs: number[] = [];
      for (const p of plans) {
        if (!p.heading) {
          top = header(false);
          room = bottom - top - gap * 2;
        }
        needs = needsOf(p.onArt, p.least);
        plan = p;
        if (sum(needs) <= room) break;
      }
      const { onArt } = plan;
      const total = sum(needs);
      const heights =
        total <= room
          ? needs.map((n) => Math.max(n, Math.min(260, n + (room - total) / 3)))
          : needs.map((n) => (n * room) / total);
      const x0 = Math.round((w - tileW) / 2);
      let y = top;
      this.tiles.forEach((tile, i) => {
        const tileH = Math.floor(heights[i] ?? base);
        tile.position.set(x0, Math.round(y));
        tile.layout(tileW, tileH, 'row', onArt);
        y += tileH + gap;
      });
    }
  }

  hide(): void {
    this.toast.cancel();
  }

  destroy(): void {
    this.toast.cancel();
    this.root.destroy({ children: true });
  }
}
