/**
 * The roads' marks painted once into one canvas texture at the device resolution, each cut out as
 * a sprite's texture (road-sprites.ts): the bead plate's and the scores' discs (with or without a
 * natural's dot), the big road's rings and its tie stroke, the derived roads' rings, discs and
 * strokes. A road's cells showing the same mark one under another in a column are one sprite: a
 * run of 1 to 6 marks is a texture of its own.
 *
 * Why: drawn as shapes in a Graphics, every mark kept its own path, vertices and indices (about
 * 1.7 KB a mark, 10 KB a round until the grids filled), all rebuilt each round. Sprites of a few
 * textures keep their memory whatever the roads show, and a mark changing only moves a sprite or
 * points it at another cell of this one source (no texture upload, no rebuild of Pixi's batches).
 * The shapes and sizes are road-marks.ts's, painted with the canvas's own antialiasing.
 */
import { CanvasSource, DOMAdapter, Rectangle, Texture } from 'pixi.js';
import type { RoadColour } from '../../engine/baccarat/roads';
import type { Winner } from '../../engine/baccarat/tableau';
import { css } from '../../look/theme';
import { COLOUR } from './road-colours';
import { MARK_SIZE } from './road-mark-size';

/** The longest run of marks one texture shows: a road's six rows. */
const RUN_MAX = 6;
/** Transparent room around each mark, so the filtering does not bleed a neighbour in (CSS px). */
const PAD = 2;
/** The page's width in CSS px; its height is what the marks need. */
const PAGE = 512;
const NATURAL_DOT = 0xffd54f;
const RED_BLUE: Record<RoadColour, number> = { red: COLOUR.banker, blue: COLOUR.player };

type Ctx = CanvasRenderingContext2D;
/** Paints one mark centred on (x, y), `size` its cell. */
type Paint = (ctx: Ctx, x: number, y: number, size: number) => void;

const circle = (ctx: Ctx, x: number, y: number, r: number) => {
  ctx.beginPath();
  ctx.arc(x, y, Math.max(0, r), 0, Math.PI * 2);
};
const disc =
  (colour: number, r: (size: number) => number): Paint =>
  (ctx, x, y, size) => {
    circle(ctx, x, y, r(size));
    ctx.fillStyle = css(colour);
    ctx.fill();
  };
const ring =
  (colour: number, r: (size: number) => number, width: (size: number) => number): Paint =>
  (ctx, x, y, size) => {
    circle(ctx, x, y, r(size));
    ctx.strokeStyle = css(colour);
    ctx.lineWidth = width(size);
    ctx.stroke();
  };
const stroke =
  (colour: number, reach: (size: number) => number, width: (size: number) => number): Paint =>
  (ctx, x, y, size) => {
    const d = reach(size);
    ctx.beginPath();
    ctx.moveTo(x - d, y + d);
    ctx.lineTo(x + d, y - d);
    ctx.strokeStyle = css(colour);
    ctx.lineWidth = width(size);
    ctx.lineCap = 'round';
    ctx.stroke();
  };

/** The bead plate's (and the scores') disc, with a natural's dot at its top right. */
const bead =
  (winner: Winner, natural: boolean): Paint =>
  (ctx, x, y, c) => {
    disc(COLOUR[winner], MARK_SIZE.bead)(ctx, x, y, c);
    const at = MARK_SIZE.naturalAt(c);
    if (natural) disc(NATURAL_DOT, MARK_SIZE.naturalDot)(ctx, x + at, y - at, c);
  };
const bigRing = (winner: Winner) => ring(COLOUR[winner], MARK_SIZE.bigRing, MARK_SIZE.bigLine);
const tieStroke = stroke(COLOUR.tie, MARK_SIZE.tieReach, MARK_SIZE.bigLine);
/** Road i's mark (road-marks.ts drawMark): 0 ring (big eye boy), 1 disc (small road), 2 stroke (cockroach pig). */
const derivedMark = (i: number, colour: RoadColour): Paint => {
  const { r, line } = MARK_SIZE.derived[i] ?? MARK_SIZE.derived[2];
  const hex = RED_BLUE[colour];
  if (i === 0) return ring(hex, r, line);
  if (i === 1) return disc(hex, r);
  return stroke(hex, r, line);
};

interface Frame {
  key: string;
  /** The mark's cell (px) and how many marks, one under another. */
  size: number;
  run: number;
  paint: Paint;
  /** Where it sits on the page, device pixels. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A mark's name, its texture's label too: kind, colour (a bead's `+` a natural), marks in the run. */
const key = (kind: string, a: string, run = 1) => `${kind}:${a}:${run}`;

/** Every mark of a cell size `cell` (derived roads at half of it) on one page. */
export class RoadAtlas {
  readonly source: CanvasSource;
  /** A transparent cell of the page: the spare sprites show it and stay in the batch. */
  readonly blank: Texture;
  private readonly textures = new Map<string, Texture>();

  constructor(
    readonly cell: number,
    readonly resolution: number,
  ) {
    const frames = this.frames();
    const height = this.pack(frames);
    const canvas = DOMAdapter.get().createCanvas(PAGE * resolution, height) as HTMLCanvasElement;
    const ctx = canvas.getContext('2d') as Ctx;
    for (const f of frames) {
      // the marks in CSS px from the frame's centre, the frame itself on whole device pixels
      ctx.setTransform(resolution, 0, 0, resolution, f.x + f.w / 2, f.y + f.h / 2);
      for (let i = 0; i < f.run; i++) f.paint(ctx, 0, (i - (f.run - 1) / 2) * f.size, f.size);
    }
    this.source = new CanvasSource({ resource: canvas, resolution });
    // the page's first device pixel stays empty: the blank
    this.blank = new Texture({ source: this.source, frame: new Rectangle(0, 0, 1 / resolution, 1 / resolution) });
    for (const f of frames) {
      const r = resolution;
      this.textures.set(
        f.key,
        new Texture({ source: this.source, frame: new Rectangle(f.x / r, f.y / r, f.w / r, f.h / r), label: f.key }),
      );
    }
  }

  /** A bead plate cell (or a score's winning total): the winner's disc, a dot for a natural. */
  bead(winner: Winner, natural: boolean): Texture {
    return this.texture(key('bead', `${winner}${natural ? '+' : ''}`));
  }

  /** `run` big-road rings of the winner's colour, one under another. */
  ring(winner: 'banker' | 'player', run: number): Texture {
    return this.texture(key('ring', winner, run));
  }

  /** The green stroke across a big-road ring that ties followed. */
  tie(): Texture {
    return this.texture(key('tie', ''));
  }

  /** `run` marks of derived road i (0 big eye boy, 1 small road, 2 cockroach pig), one under another. */
  derived(i: number, colour: RoadColour, run: number): Texture {
    return this.texture(key(`road${i}`, colour, run));
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy();
    this.blank.destroy();
    this.source.destroy();
  }

  private texture(k: string): Texture {
    const t = this.textures.get(k);
    if (!t) throw new Error(`no road mark ${k}`);
    return t;
  }

  private frames(): Frame[] {
    const c = this.cell;
    const out: Frame[] = [];
    const add = (k: string, size: number, run: number, paint: Paint) =>
      out.push({ key: k, size, run, paint, x: 0, y: 0, w: 0, h: 0 });
    for (const w of ['player', 'banker', 'tie'] as const)
      for (const natural of [false, true]) add(key('bead', `${w}${natural ? '+' : ''}`), c, 1, bead(w, natural));
    add(key('tie', ''), c, 1, tieStroke);
    for (let run = 1; run <= RUN_MAX; run++) {
      for (const w of ['player', 'banker'] as const) add(key('ring', w, run), c, run, bigRing(w));
      for (let i = 0; i < 3; i++)
        for (const colour of ['red', 'blue'] as const)
          add(key(`road${i}`, colour, run), c / 2, run, derivedMark(i, colour));
    }
    return out;
  }

  /** Places the frames in rows across the page, tallest first; returns the page's height (device px). */
  private pack(frames: Frame[]): number {
    const r = this.resolution;
    for (const f of frames) {
      f.w = Math.ceil((f.size + 2 * PAD) * r);
      f.h = Math.ceil((f.size * f.run + 2 * PAD) * r);
    }
    // the first row starts past the blank pixel
    let x = 1;
    let y = 0;
    let rowH = 1;
    for (const f of [...frames].sort((a, b) => b.h - a.h)) {
      if (x + f.w > PAGE * r) {
        x = 0;
        y += rowH;
        rowH = 0;
      }
      f.x = x;
      f.y = y;
      x += f.w;
      rowH = Math.max(rowH, f.h);
    }
    return y + rowH;
  }
}
