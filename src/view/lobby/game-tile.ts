/**
 * One game in the lobby: its art, name, tagline and tables with their limits. A playable game's
 * tile is a button; a game not built yet is visibly disabled (dimmed art, COMING SOON) and a tap
 * on it explains instead of leading nowhere. A table with limit tiers shows one pill per tier in
 * place of its limits, each opening the table at that tier.
 */
import { CanvasTextMetrics, Container, Graphics, Sprite, Text } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS, FONT_DISPLAY, FONT_UI } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { Pill } from '../kit/text/pill';
import { gameNameKey, gameTaglineKey } from '../kit/words/names';
import { paintGameArt } from './art';
import type { LobbyGame } from './lobby-screen';
import {
  createTableRow,
  type DrawnBox,
  fitsOneLine,
  placeRow,
  rowBoxes,
  showPlayers,
  type TableRow,
} from './table-row';
import type { TierPill } from './tier-pill';
import { type ArtBox, placeArt, type TileMode } from './tile-art';

export type { TileMode } from './tile-art';

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
    // A long name ("Eurooppalainen ruletti") takes a second line rather than running past the tile.
    this.title = new Text({
      text: t(gameNameKey(game.id)),
      style: { fontFamily: FONT_DISPLAY, fontSize: 26, fontWeight: '700', fill: COLORS.cream, wordWrap: true },
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
        paddingX: 18,
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
   * Lays the tile out in a w × h box: art on top (`column`) or on the left (`row`); PLAY under the
   * tables, or on the painting (`playOnArt`) when the lobby is short of height and the tables need
   * the room. Returns the height its content needs, which exceeds `h` when even the plainest
   * layout does not fit.
   */
  layout(w: number, h: number, mode: TileMode, playOnArt = false): number {
    this.w = w;
    this.h = h;
    this.drawPanel();
    const compact = mode === 'row' || h < 420;
    // (a small phone's row tile keeps a little less margin, for the tables' words)
    const pad = !compact ? 20 : mode === 'row' && w < 320 ? 12 : 14;
    const onArt = playOnArt && this.status !== null;
    // (on the painting, PLAY keeps a margin of the painting either side)
    const rowArt = Math.round(Math.max(Math.min(w * 0.36, h * 0.95), onArt ? (this.status?.width ?? 0) + 16 : 0));
    const artBox =
      mode === 'column' ? { x: 0, y: 0, w, h: Math.round(Math.min(w * 0.56, h * 0.4)) } : { x: 0, y: 0, w: rowArt, h };

    const x0 = mode === 'column' ? pad : artBox.w + pad;
    const textW = w - x0 - pad;
    const topUnder = (art: number) => (mode === 'column' ? art + (compact ? 10 : 16) : pad - 2);
    let top = topUnder(artBox.h);
    fitTitle(this.title, compact ? 20 : 26, textW);
    this.tagline.style.fontSize = compact ? 12 : 14;
    this.tagline.style.lineHeight = compact ? 16 : 19;
    this.tagline.style.wordWrapWidth = textW;
    for (const row of this.rows) {
      row.name.style.fontSize = compact ? 13 : 15;
      // a long name wraps, leaving its ⓘ mark room after the line
      row.name.style.wordWrapWidth = textW - 20;
      row.limits.style.fontSize = compact ? 11 : 12;
      // (a shared table's limits with how many play there may take two lines under its name)
      row.limits.style.wordWrapWidth = textW;
      for (const pill of row.tiers) pill.setFontSize(compact ? 11 : 12);
    }
    // The most detail that fits: tagline and blurbs, then without blurbs, then without tagline,
    // at last with the room between the lines cut down (a small phone's lobby).
    const levels: Level[] = [
      { tagline: true, blurbs: !compact, tight: false },
      { tagline: true, blurbs: false, tight: false },
      { tagline: false, blurbs: false, tight: false },
      { tagline: false, blurbs: false, tight: true },
    ];
    const statusTop = h - pad - (this.status?.height ?? 0);
    const statusGap = compact ? 8 : 14;
    const room = this.status && !onArt ? statusTop - statusGap : h - pad;
    // A short tile gives its painting's height to the table rows before they would run into PLAY.
    const plain = levels[2] as Level;
    const over = this.placeText(x0, top, textW, plain, false) - room;
    const fullArt = artBox.h;
    if (mode === 'column' && over > 0) {
      artBox.h = Math.max(MIN_ART, artBox.h - Math.ceil(over));
      top = topUnder(artBox.h);
    }
    placeArt({ art: this.art, mask: this.artMask, scrim: this.scrim }, this.game.id, artBox, mode);
    const level = levels.find((l) => this.placeText(x0, top, textW, l, false) <= room) ?? (levels[3] as Level);
    const contentBottom = this.placeText(x0, top, textW, level, true);
    if (this.status) this.placeStatus(this.status, { x0, textW, statusTop, pad, artBox, mode, onArt });
    if (this.band) {
      const bandH = compact ? 30 : 36;
      this.bandBg.clear().rect(0, 0, artBox.w, bandH).fill({ color: 0x000000, alpha: 0.62 });
      this.bandBg.rect(0, 0, artBox.w, 1).fill({ color: COLORS.brass, alpha: 0.6 });
      this.band.getChildByLabel('caption')?.position.set(artBox.w / 2, bandH / 2);
      this.band.position.set(artBox.x, artBox.y + artBox.h - bandH);
    }
    this.hitArea = { contains: (px: number, py: number) => px >= 0 && py >= 0 && px <= w && py <= h };
    // The height it needs with its whole painting: a lobby with room to spare grows the tile. PLAY
    // on a painting at the side needs the painting's height for itself and its margins.
    const under = this.status && !onArt ? h - statusTop + statusGap : pad;
    const forPlay = onArt && mode === 'row' ? (this.status?.height ?? 0) + 2 * pad : 0;
    return Math.ceil(Math.max(contentBottom + fullArt - artBox.h + under, forPlay));
  }

  /** PLAY under the tables (left in a column tile, right in a row tile), or on the painting's foot. */
  private placeStatus(
    status: Pill,
    o: {
      x0: number;
      textW: number;
      statusTop: number;
      pad: number;
      artBox: ArtBox;
      mode: TileMode;
      onArt: boolean;
    },
  ): void {
    if (!o.onArt) {
      status.position.set(o.mode === 'column' ? o.x0 : o.x0 + o.textW - status.width, o.statusTop);
      return;
    }
    const { artBox } = o;
    const x =
      o.mode === 'column' ? artBox.x + artBox.w - o.pad - status.width : artBox.x + (artBox.w - status.width) / 2;
    const y =
      artBox.y +
      artBox.h -
      status.height -
      (o.mode === 'column' ? Math.min(o.pad, (artBox.h - status.height) / 2) : o.pad);
    status.position.set(Math.round(x), Math.round(y));
  }

  /** Places name, tagline and table rows from `top`; returns the bottom. Only measures unless `apply`. */
  private placeText(x0: number, top: number, textW: number, level: Level, apply: boolean): number {
    const space = level.tight ? 0.5 : 1;
    let y = top;
    if (apply) this.title.position.set(x0, y);
    y += this.title.height + 4 * space;
    if (apply) this.tagline.visible = level.tagline;
    if (level.tagline) {
      if (apply) this.tagline.position.set(x0, y);
      y += this.tagline.height + 6;
    }
    y += 4 * space;
    if (apply)
      this.divider
        .clear()
        .moveTo(x0, y)
        .lineTo(x0 + textW, y)
        .stroke({ color: COLORS.brass, width: 1, alpha: 0.25 });
    y += 8 * space;
    // One line per table when every table fits on one; otherwise every table gets two, alike.
    // A row of tier pills too wide for its name's line takes lines of its own rather than all
    // rows taking two.
    const allOneLine = this.rows.every((row) => row.tiers.length > 0 || fitsOneLine(row, textW));
    for (const row of this.rows) {
      const oneLine = allOneLine && fitsOneLine(row, textW);
      y = placeRow(row, { x0, y, textW }, { oneLine, blurbs: level.blurbs, apply }) + 6 * space;
    }
    return y;
  }

  /**
   * The tile's size and where its words, marks and pills are drawn (its own space), for the
   * layout tests: nothing may leave the tile or cover another.
   */
  drawn(): { w: number; h: number; boxes: DrawnBox[] } {
    const box = (what: string, c: Omit<DrawnBox, 'what'>) => ({
      what,
      x: c.x,
      y: c.y,
      width: c.width,
      height: c.height,
    });
    const boxes = [box('title', this.title)];
    if (this.tagline.visible) boxes.push(box('tagline', this.tagline));
    for (const row of this.rows) boxes.push(...rowBoxes(row));
    if (this.status) boxes.push(box('play', this.status));
    return { w: this.w, h: this.h, boxes };
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

/** How much a tile shows: its tagline, the tables' blurbs, and whether its lines sit closer. */
interface Level {
  tagline: boolean;
  blurbs: boolean;
  tight: boolean;
}

/** The least height a tile's painting keeps when its rows need the room (column tiles). */
const MIN_ART = 64;

/** The title's least type size: smaller than this a game's name no longer reads as a title. */
const MIN_TITLE = 16;

/**
 * The title at `size`, wrapped to `width`; smaller (down to MIN_TITLE) only when one word of it
 * alone is wider than that.
 */
function fitTitle(title: Text, size: number, width: number): void {
  title.style.wordWrapWidth = width;
  title.style.fontSize = size;
  title.style.lineHeight = Math.round(size * 1.2);
  const words = title.text.split(/\s+/);
  const widest = () => Math.max(...words.map((word) => CanvasTextMetrics.measureText(word, title.style).width));
  while (size > MIN_TITLE && widest() > width) {
    title.style.fontSize = --size;
    title.style.lineHeight = Math.round(size * 1.2);
  }
}
