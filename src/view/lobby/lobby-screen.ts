/**
 * The lobby: the brand, a tile for each game with its tables, and a footer. Tiles sit side by
 * side on wide screens and stack on a phone held upright.
 */
import { Container, Sprite, Text } from 'pixi.js';
import { Button, gearIcon } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS, FONT_DISPLAY, FONT_UI } from '../../look/theme';
import type { GameId, TableEntry } from '../../platform/games';
import type { Translate } from '../../platform/i18n';
import { upper } from '../../platform/i18n/upper';
import type { Screen } from '../kit/stage/screen';
import { Pill } from '../kit/text/pill';
import { Toast } from '../kit/text/toast';
import { gameNameKey, tableNameKey } from '../kit/words/names';
import { paintBackdrop } from './art';
import { GameTile } from './game-tile';

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
  private readonly brand: Text;
  private readonly tagline: Text;
  private readonly badge: Pill;
  private readonly settingsButton: Button;
  private readonly balance: Text;
  private readonly heading: Text;
  private readonly footer: Text;
  private readonly toast: Toast;
  private readonly tiles: GameTile[];
  private size: { w: number; h: number } | null = null;

  constructor(private readonly o: LobbyOptions) {
    const { t } = o;
    this.backdrop = new Sprite(paintBackdrop(o.resolution));
    this.brand = new Text({
      text: t('app.brand'),
      style: { fontFamily: FONT_DISPLAY, fontSize: 34, fontWeight: '700', fill: COLORS.brass, letterSpacing: 10 },
    });
    this.tagline = new Text({
      text: t('app.tagline'),
      style: { fontFamily: FONT_UI, fontSize: 14, fill: COLORS.muted, letterSpacing: 1 },
    });
    this.badge = new Pill(t(o.moneyKind === 'real' ? 'app.realBadge' : 'app.demoBadge'), {
      fill: 0x000000,
      fillAlpha: 0.3,
      stroke: COLORS.brass,
      text: COLORS.brassLight,
      fontSize: 11,
      height: 26,
    });
    this.settingsButton = new Button({
      variant: 'secondary',
      icon: gearIcon,
      width: 44,
      onTap: () => o.openSettings(),
      invalidate: o.invalidate,
    });
    expose('lobby.settings', this.settingsButton, () => t('settings.open'));
    this.balance = new Text({
      text: o.balance(),
      style: {
        fontFamily: FONT_UI,
        fontSize: 14,
        fontWeight: '600',
        fill: COLORS.brassLight,
      },
    });
    expose('lobby.balance', this.balance, () => this.balance.text, undefined, { role: 'text' });
    this.heading = new Text({
      text: upper(t('lobby.heading'), o.lang),
      style: { fontFamily: FONT_UI, fontSize: 13, fontWeight: '600', fill: COLORS.cream, letterSpacing: 3 },
    });
    this.footer = new Text({
      text: t('lobby.footer'),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.muted, align: 'center', wordWrap: true },
    });
    this.toast = new Toast(o.invalidate);

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
    this.root.addChild(
      this.backdrop,
      this.brand,
      this.tagline,
      this.badge,
      this.settingsButton,
      this.balance,
      this.heading,
      ...this.tiles,
      this.footer,
      this.toast,
    );
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
    this.brand.style.fontSize = phone ? 26 : 34;
    this.brand.style.letterSpacing = phone ? 7 : 10;
    this.brand.position.set(margin, phone ? 14 : 26);
    this.tagline.position.set(margin, this.brand.y + this.brand.height + 2);
    const headerMid = this.brand.y + this.brand.height / 2;
    this.settingsButton.position.set(
      w - margin - this.settingsButton.buttonWidth,
      headerMid - this.settingsButton.buttonHeight / 2,
    );
    this.badge.position.set(this.settingsButton.x - 10 - this.badge.width, headerMid - this.badge.height / 2);
    this.balance.text = this.o.balance();
    this.balance.position.set(
      w - margin - this.balance.width,
      this.tagline.y + (this.tagline.height - this.balance.height) / 2,
    );
    let top = this.tagline.y + this.tagline.height + (phone ? 14 : 26);
    // A short landscape phone keeps every pixel for the tiles.
    this.heading.visible = h >= 500;
    if (this.heading.visible) {
      this.heading.position.set(margin, top);
      top += this.heading.height + (phone ? 8 : 14);
    } else {
      top -= 4;
    }

    this.footer.style.wordWrapWidth = w - margin * 2;
    this.footer.style.fontSize = phone ? 11 : 12;
    const footerH = this.footer.height;
    this.footer.position.set(Math.round((w - this.footer.width) / 2), h - footerH - (phone ? 10 : 18));
    const bottom = this.footer.y - (phone ? 10 : 18);

    const gap = phone ? 10 : 22;
    const avail = bottom - top;
    const wide = w >= 700 && w / Math.max(avail, 1) > 1.1;
    if (wide) {
      const tileW = Math.min(420, (w - margin * 2 - gap * 2) / 3);
      let tileH = Math.min(avail, tileW * 1.25);
      // Grow the row (up to the free space) when a tile's tables need more room than that.
      const needed = Math.max(...this.tiles.map((tile) => tile.layout(Math.round(tileW), Math.round(tileH), 'column')));
      if (needed > tileH) tileH = Math.min(avail, needed);
      const x0 = Math.round((w - (tileW * 3 + gap * 2)) / 2);
      // Heading and tiles travel together, a little above the middle of the free space.
      const shift = Math.max(0, (avail - tileH) / 3);
      if (this.heading.visible) this.heading.y += shift;
      this.tiles.forEach((tile, i) => {
        tile.position.set(Math.round(x0 + i * (tileW + gap)), Math.round(top + shift));
        tile.layout(Math.round(tileW), Math.round(tileH), 'column');
      });
    } else {
      const tileW = Math.round(Math.min(w - margin * 2, 640));
      const room = avail - gap * 2;
      const base = Math.round(Math.min(room / 3, 260));
      // A tile with more tables takes the height a tile with fewer does not need (blackjack's four
      // rows stay clear of its PLAY button), while every tile fits.
      const needs = this.tiles.map((tile) => Math.max(MIN_ROW_TILE, tile.layout(tileW, base, 'row')));
      const total = needs.reduce((a, b) => a + b, 0);
      const heights =
        total <= room ? needs.map((n) => Math.max(n, Math.min(260, n + (room - total) / 3))) : needs.map(() => base);
      const x0 = Math.round((w - tileW) / 2);
      let y = top;
      this.tiles.forEach((tile, i) => {
        const tileH = Math.round(heights[i] ?? base);
        tile.position.set(x0, Math.round(y));
        tile.layout(tileW, tileH, 'row');
        y += tileH + gap;
      });
    }
    this.placeToast();
  }

  hide(): void {
    this.toast.cancel();
  }

  destroy(): void {
    this.toast.cancel();
    this.root.destroy({ children: true });
  }
}
