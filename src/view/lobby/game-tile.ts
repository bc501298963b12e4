/**
 * One game in the lobby: its art, name, tagline and tables with their limits. A playable game's
 * tile is a button; a game not built yet is visibly disabled (dimmed art, COMING SOON) and a tap
 * on it explains instead of leading nowhere. A table with limit tiers shows one pill per tier in
 * place of its limits, each opening the table at that tier.
 */
import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS, FONT_DISPLAY, FONT_UI } from '../../look/theme';
import type { GameId } from '../../platform/games';
import type { Translate } from '../../platform/i18n';
import { Pill } from '../kit/text/pill';
import { gameNameKey, gameTaglineKey } from '../kit/words/names';
import { ART_HEIGHT, ART_WIDTH, paintGameArt } from './art';
import type { LobbyGame } from './lobby-screen';
import { createTableRow, limitsSize, placeInfoMark, showPlayers, type TableRow, TIER_GAP } from './table-row';
import type { TierPill } from './tier-pill';

export type TileMode = 'column' | 'row';

export class GameTile extends Container {
  readonly playable: boolean;
  private readonly panel = new Graphics();
  private readonly art: Sprite;
  private readonly artMask = new Graphics();
  private readonly scrim = new Graphics();
  private readonly title: Text;
  private readonly tagline: Text;
  private readonly divider = new Graphics();
  private readonly rows: TableRow[];
  /** Playable: the PLAY button under the tables. Not built yet: a COMING SOON band across the art. */
  private readonly status: Pill | null;
  private readonly band: Container | null;
  private readonly bandBg = new Graphics();
  private readonly artLayer = new Container();
  private hovered = false;
  private w = 0;
  private h = 0;

  constructor(
    readonly game: LobbyGame,
    t: Translate,
    formatLimits: { limits: (min: number, max: number) => string; range: (min: number, max: number) => string },
    resolution: number,
    private readonly onChange: () => void,
    private readonly onRules: (table: string) => void,
    private readonly onTable: ((table: string, tier?: string) => void) | null = null,
  ) {
    super();
    this.playable = game.playable;
    this.art = new Sprite(paintGameArt(game.id, resolution));
    this.artLayer.mask = this.artMask;
    this.title = new Text({
      text: t(gameNameKey(game.id)),
      style: { fontFamily: FONT_DISPLAY, fontSize: 26, fontWeight: '700', fill: COLORS.cream },
    });
    this.tagline = new Text({
      text: t(gameTaglineKey(game.id)),
      style: { fontFamily: FONT_UI, fontSize: 14, fill: COLORS.muted, wordWrap: true, lineHeight: 19 },
    });
    const plays = this.playable && this.onTable !== null;
    this.rows = game.tables.map((table) => {
      const row = createTableRow(table, t, formatLimits, plays, {
        onChange,
        onRules: this.onRules,
        onTable: (id, tier) => this.onTable?.(id, tier),
      });
      // The pills over the row's target: a tap on one is that tier's, not the row's.
      this.addChild(row.hit, row.name, row.blurb, row.limits, row.info, row.infoHit, ...row.tiers);
      return row;
    });
    if (this.playable) {
      this.status = new Pill(t('lobby.play'), {
        fill: COLORS.brass,
        text: 0x1b1406,
        fontSize: 14,
        paddingX: 22,
        height: 40,
      });
      // where PLAY sits, for the layout tests (the tile itself is the control)
      expose(`lobby.play.${game.id}`, this.status, () => t('lobby.play'), undefined, { role: 'none' });
      this.band = null;
    } else {
      this.status = null;
      const caption = new Text({
        text: t('lobby.comingSoon'),
        style: { fontFamily: FONT_UI, fontSize: 12, fontWeight: '700', fill: COLORS.cream, letterSpacing: 2.5 },
      });
      caption.anchor.set(0.5);
      caption.label = 'caption';
      this.band = new Container();
      this.band.addChild(this.bandBg, caption);
    }
    this.addChildAt(this.panel, 0);
    this.artLayer.addChild(this.art, this.scrim);
    if (this.band) this.artLayer.addChild(this.band);
    this.addChild(this.artLayer, this.artMask, this.title, this.tagline, this.divider);
    if (this.status) this.addChild(this.status);
    this.scrim.visible = !this.playable;

    this.eventMode = 'static';
    this.cursor = this.playable ? 'pointer' : 'not-allowed';
    this.on('pointerover', () => this.setHover(true));
    this.on('pointerout', () => this.setHover(false));
  }

  /** How many play at each shared table; true when a row's words changed (the tile is laid out again). */
  setPlayers(players: ReadonlyMap<string, number>, t: Translate): boolean {
    let changed = false;
    for (const row of this.rows) if (showPlayers(row, players.get(row.table) ?? null, t)) changed = true;
    return changed;
  }

  private setHover(on: boolean): void {
    if (this.hovered === on) return;
    this.hovered = on;
    this.drawPanel();
    this.onChange();
  }

  private drawPanel(): void {
    const lit = this.hovered && this.playable;
    this.panel
      .clear()
      .roundRect(0, 0, this.w, this.h, 16)
      .fill({ color: COLORS.panel, alpha: 0.92 })
      .stroke({ color: lit ? COLORS.brassLight : COLORS.brass, width: lit ? 2 : 1, alpha: this.playable ? 0.7 : 0.35 });
  }

  /**
   * Lays the tile out in a w × h box: art on top (`column`) or on the left (`row`). Returns the
   * height its content needs, which exceeds `h` when even the plainest layout does not fit.
   */
  layout(w: number, h: number, mode: TileMode): number {
    this.w = w;
    this.h = h;
    this.drawPanel();
    const compact = mode === 'row' || h < 420;
    const pad = compact ? 14 : 20;
    const artBox =
      mode === 'column'
        ? { x: 0, y: 0, w, h: Math.round(Math.min(w * 0.56, h * 0.4)) }
        : { x: 0, y: 0, w: Math.round(Math.min(w * 0.36, h * 0.95)), h };

    const x0 = mode === 'column' ? pad : artBox.w + pad;
    const textW = w - x0 - pad;
    const topUnder = (art: number) => (mode === 'column' ? art + (compact ? 10 : 16) : pad - 2);
    let top = topUnder(artBox.h);
    this.title.style.fontSize = compact ? 20 : 26;
    this.tagline.style.fontSize = compact ? 12 : 14;
    this.tagline.style.lineHeight = compact ? 16 : 19;
    this.tagline.style.wordWrapWidth = textW;
    for (const row of this.rows) {
      row.name.style.fontSize = compact ? 13 : 15;
      row.limits.style.fontSize = compact ? 11 : 12;
      for (const pill of row.tiers) pill.setFontSize(compact ? 11 : 12);
    }
    // The most detail that fits: tagline and blurbs, then without blurbs, then without tagline.
    const levels = [
      { tagline: true, blurbs: !compact },
      { tagline: true, blurbs: false },
      { tagline: false, blurbs: false },
    ];
    const statusTop = h - pad - (this.status?.height ?? 0);
    const room = this.status ? statusTop - (compact ? 8 : 14) : h - pad;
    // A short tile gives its painting's height to the table rows before they would run into PLAY.
    const plain = levels[levels.length - 1]!;
    const over = this.placeText(x0, top, textW, plain, false) - room;
    const fullArt = artBox.h;
    if (mode === 'column' && over > 0) {
      artBox.h = Math.max(MIN_ART, artBox.h - Math.ceil(over));
      top = topUnder(artBox.h);
    }
    this.placeArt(artBox, mode);
    const level = levels.find((l) => this.placeText(x0, top, textW, l, false) <= room) ?? plain;
    const contentBottom = this.placeText(x0, top, textW, level, true);
    this.status?.position.set(mode === 'column' ? x0 : x0 + textW - this.status.width, statusTop);
    if (this.band) {
      const bandH = compact ? 30 : 36;
      this.bandBg.clear().rect(0, 0, artBox.w, bandH).fill({ color: 0x000000, alpha: 0.62 });
      this.bandBg.rect(0, 0, artBox.w, 1).fill({ color: COLORS.brass, alpha: 0.6 });
      this.band.getChildByLabel('caption')?.position.set(artBox.w / 2, bandH / 2);
      this.band.position.set(artBox.x, artBox.y + artBox.h - bandH);
    }
    this.hitArea = { contains: (px: number, py: number) => px >= 0 && py >= 0 && px <= w && py <= h };
    // The height it needs with its whole painting: a lobby with room to spare grows the tile.
    return Math.ceil(contentBottom + fullArt - artBox.h + (this.status ? h - statusTop + (compact ? 8 : 14) : pad));
  }

  private placeArt(box: { x: number; y: number; w: number; h: number }, mode: TileMode): void {
    // cover-fit around the game's focal point (a narrow box crops to the part that tells the game)
    const scale = Math.max(box.w / ART_WIDTH, box.h / ART_HEIGHT);
    const focus = ART_FOCUS[this.game.id] * ART_WIDTH * scale;
    const x = Math.min(0, Math.max(box.w - ART_WIDTH * scale, box.w / 2 - focus));
    this.art.scale.set(scale);
    const focusY = ART_FOCUS_Y[this.game.id] * ART_HEIGHT * scale;
    const y = Math.min(0, Math.max(box.h - ART_HEIGHT * scale, box.h / 2 - focusY));
    this.art.position.set(box.x + x, box.y + y);
    const corners = mode === 'column' ? [16, 16, 0, 0] : [16, 0, 0, 16];
    this.artMask.clear();
    roundedBox(this.artMask, box.x, box.y, box.w, box.h, corners).fill(0xffffff);
    this.scrim.clear();
    roundedBox(this.scrim, box.x, box.y, box.w, box.h, corners).fill({ color: 0x000000, alpha: 0.42 });
  }

  /** Places name, tagline and table rows from `top`; returns the bottom. Only measures unless `apply`. */
  private placeText(
    x0: number,
    top: number,
    textW: number,
    level: { tagline: boolean; blurbs: boolean },
    apply: boolean,
  ): number {
    let y = top;
    if (apply) this.title.position.set(x0, y);
    y += this.title.height + 4;
    if (apply) this.tagline.visible = level.tagline;
    if (level.tagline) {
      if (apply) this.tagline.position.set(x0, y);
      y += this.tagline.height + 6;
    }
    y += 4;
    if (apply)
      this.divider
        .clear()
        .moveTo(x0, y)
        .lineTo(x0 + textW, y)
        .stroke({ color: COLORS.brass, width: 1, alpha: 0.25 });
    y += 8;
    // One line per table when every table fits on one; otherwise every table gets two, alike.
    // (the name is followed by its ⓘ rules mark, about a line-height wide) A row of tier pills
    // too wide for its name's line takes a second line of its own rather than all rows taking two.
    const fits = (row: TableRow) => row.name.width + row.name.height + 16 + limitsSize(row).w <= textW;
    const allOneLine = this.rows.every((row) => row.tiers.length > 0 || fits(row));
    for (const row of this.rows) {
      const rowTop = y;
      const limits = limitsSize(row);
      const oneLine = allOneLine && fits(row);
      if (apply) {
        row.name.position.set(x0, y);
        const lx = oneLine ? x0 + textW - limits.w : x0;
        const ly = oneLine ? y + (row.name.height - limits.h) / 2 : y + row.name.height + (row.tiers.length ? 1 : 0);
        row.limits.position.set(lx, ly);
        let px = lx;
        for (const pill of row.tiers) {
          pill.position.set(Math.round(px), Math.round(ly));
          // A finger's reach: the name line's height beside the name; under it, down into the gap
          // to the next row (a tap on the name is the row's).
          const beside = Math.max(5, (row.name.height - pill.pillHeight) / 2 + 2);
          pill.setReach(oneLine ? beside : 2, oneLine ? beside : 7);
          px += pill.pillWidth + TIER_GAP;
        }
        row.blurb.visible = level.blurbs;
      }
      y += row.name.height + (oneLine ? 0 : limits.h);
      if (level.blurbs) {
        if (apply) row.blurb.position.set(x0, y + 1);
        y += row.blurb.height + 2;
      }
      if (apply) {
        const area = new Rectangle(x0 - 4, rowTop - 3, textW + 8, y - rowTop + 6);
        row.hit.hitArea = area;
        row.hit.boundsArea = area;
        placeInfoMark(row, x0, rowTop, { top: area.y, bottom: area.y + area.height });
      }
      y += 6;
    }
    return y;
  }

  /** The tap target of each table row (and of each of its tiers), for the inspector. */
  tableRows(): readonly {
    table: string;
    hit: Container;
    infoHit: Container;
    tiers: readonly TierPill[];
    shared: boolean;
    limits: { text: string };
  }[] {
    return this.rows;
  }
}

/** The least height a tile's painting keeps when its rows need the room (column tiles). */
const MIN_ART = 64;

/** Where each painting's subject sits, as a fraction of its width. */
const ART_FOCUS: Record<GameId, number> = { blackjack: 0.52, baccarat: 0.29, roulette: 0.5 };
const ART_FOCUS_Y: Record<GameId, number> = { blackjack: 0.5, baccarat: 0.55, roulette: 0.5 };

function roundedBox(g: Graphics, x: number, y: number, w: number, h: number, [tl, tr, br, bl]: number[]): Graphics {
  const a = tl ?? 0;
  const b = tr ?? 0;
  const c = br ?? 0;
  const d = bl ?? 0;
  g.moveTo(x + a, y)
    .lineTo(x + w - b, y)
    .arcTo(x + w, y, x + w, y + b, b)
    .lineTo(x + w, y + h - c)
    .arcTo(x + w, y + h, x + w - c, y + h, c)
    .lineTo(x + d, y + h)
    .arcTo(x, y + h, x, y + h - d, d)
    .lineTo(x, y + a)
    .arcTo(x, y, x + a, y, a)
    .closePath();
  return g;
}
