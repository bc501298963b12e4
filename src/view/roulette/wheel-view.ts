/**
 * The wheel: a wooden bowl, the turning head with its 37 pockets in wheel order (red, black, the
 * green zero) and their numbers upright at the rim, and the ball. The head is painted once into a
 * texture and turned; the ball follows wheel-math.ts, so where it rests is computed from the
 * machine's result and nothing else.
 */
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { colourOf, POCKETS, WHEEL_ORDER } from '../../engine/roulette/wheel';
import { COLORS, css, FONT_UI } from '../../look/theme';
import { paintTexture } from '../kit/stage/canvas-texture';
import { type Cuttable, cuttableTween } from '../kit/stage/motion';
import { ballAt, POCKET_ANGLE, planSpin, pocketAngle, restingPocket, wheelAngleAt } from './wheel-math';

/** Design diameter of the painted wheel. */
const D = 400;
const R = D / 2;
/** Radii in design px: the ball's rim track, the pocket ring, the number ring. */
const BALL_TRACK = R * 0.86;
const BALL_POCKET = R * 0.6;
export const POCKET_RED = 0xb3221f;
export const POCKET_BLACK = 0x1b1b1e;
export const POCKET_GREEN = 0x0f7542;

export const pocketColour = (n: number): number =>
  colourOf(n) === 'red' ? POCKET_RED : colourOf(n) === 'black' ? POCKET_BLACK : POCKET_GREEN;

/** A radial gradient from the circle (x, y, r0) out to radius r1 about the centre, through its colour stops. */
function radial(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r0: number,
  r1: number,
  stops: readonly [number, string][],
): CanvasGradient {
  const gradient = ctx.createRadialGradient(x, y, r0, R, R, r1);
  for (const [at, colour] of stops) gradient.addColorStop(at, colour);
  return gradient;
}

/** Fills a disc of radius r about the centre (left as the current path, for a stroke). */
function disc(ctx: CanvasRenderingContext2D, r: number, fill: string | CanvasGradient): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(R, R, r, 0, Math.PI * 2);
  ctx.fill();
}

function paintBowl(ctx: CanvasRenderingContext2D): void {
  // The wooden bowl and the ball track.
  const wood: [number, string][] = [
    [0, '#6b4423'],
    [0.6, '#4a2c15'],
    [1, '#22140a'],
  ];
  disc(ctx, R - 1, radial(ctx, R, R, R * 0.7, R, wood));
  ctx.strokeStyle = css(COLORS.brass);
  ctx.lineWidth = 2;
  ctx.stroke();
  const track: [number, string][] = [
    [0, '#2a1a0e'],
    [0.5, '#8a6a45'],
    [1, '#3a2412'],
  ];
  disc(ctx, R * 0.93, radial(ctx, R, R, R * 0.74, R * 0.93, track));
}

function paintHead(ctx: CanvasRenderingContext2D): void {
  const outer = R * 0.76;
  const inner = R * 0.52;
  const numbersR = R * 0.68;
  for (let i = 0; i < POCKETS; i++) {
    const n = WHEEL_ORDER[i] as number;
    // Pocket i is centred on angle i·α clockwise from 12 o'clock (canvas angles start at 3).
    const a = pocketAngle(i) - Math.PI / 2;
    ctx.beginPath();
    ctx.arc(R, R, outer, a - POCKET_ANGLE / 2, a + POCKET_ANGLE / 2);
    ctx.arc(R, R, inner, a + POCKET_ANGLE / 2, a - POCKET_ANGLE / 2, true);
    ctx.closePath();
    ctx.fillStyle = css(pocketColour(n));
    ctx.fill();
    ctx.strokeStyle = '#d8c27a';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.save();
    ctx.translate(R + numbersR * Math.cos(a), R + numbersR * Math.sin(a));
    ctx.rotate(a + Math.PI / 2);
    ctx.fillStyle = '#f7f1e1';
    ctx.font = `700 ${n >= 10 ? 15 : 17}px ${FONT_UI}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(n), 0, 0);
    ctx.restore();
  }
  // The cone with its turret.
  const cone: [number, string][] = [
    [0, '#8a5a30'],
    [1, '#3d2410'],
  ];
  disc(ctx, inner - 1, radial(ctx, R - 20, R - 25, 5, inner, cone));
  ctx.strokeStyle = '#d8c27a';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.strokeStyle = 'rgba(230,201,120,0.8)';
  ctx.lineWidth = 5;
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2;
    ctx.beginPath();
    ctx.moveTo(R + Math.cos(a) * 14, R + Math.sin(a) * 14);
    ctx.lineTo(R + Math.cos(a) * inner * 0.55, R + Math.sin(a) * inner * 0.55);
    ctx.stroke();
  }
  disc(ctx, 14, '#e6c978');
}

export class WheelView extends Container {
  private readonly bowl: Texture;
  private readonly headTexture: Texture;
  private readonly head: Sprite;
  private readonly ball = new Graphics();
  private readonly marker = new Graphics();
  private ballAngle = 0;
  private ballRadius = 1;
  private spinning = false;
  /** The spin under way, which `finish` cuts short. */
  private run: Cuttable | null = null;

  constructor(resolution: number) {
    super();
    // Painted for the climax, where the wheel fills a phone's width or most of a desktop's height
    // (about twice its resting size): sharp there, and no heavier than a 3× screen needs.
    const sharp = Math.min(3, Math.max(2, resolution * 2));
    this.bowl = paintTexture(D, D, sharp, paintBowl);
    this.headTexture = paintTexture(D, D, sharp, paintHead);
    const bowl = new Sprite(this.bowl);
    bowl.anchor.set(0.5);
    this.head = new Sprite(this.headTexture);
    this.head.anchor.set(0.5);
    this.ball.circle(0, 0, 7).fill(0xf8f8f4).circle(-2, -2, 2.5).fill({ color: 0xffffff, alpha: 0.9 });
    this.ball.circle(0, 0, 7).stroke({ color: 0x000000, width: 1, alpha: 0.35 });
    // A brass pointer at 12 o'clock marks the top (the result is read under the ball, not here).
    this.marker.poly([-6, -R + 2, 6, -R + 2, 0, -R + 14]).fill(COLORS.brassLight);
    this.addChild(bowl, this.head, this.marker, this.ball);
    this.placeBall();
  }

  /** Sets the wheel's diameter on screen. */
  setDiameter(d: number): void {
    this.scale.set(d / D);
  }

  /** The wheel's diameter on screen now. */
  get diameter(): number {
    return this.scale.x * D;
  }

  get isSpinning(): boolean {
    return this.spinning;
  }

  /** The pocket index (in WHEEL_ORDER) under the ball now, and its number. */
  resting(): { pocket: number; number: number } {
    const pocket = restingPocket(this.head.rotation, this.ballAngle);
    return { pocket, number: WHEEL_ORDER[pocket] as number };
  }

  /** The ball lies in `pocket` at once (a resumed round that already has its result). */
  rest(pocket: number): void {
    this.ballAngle = this.head.rotation + pocketAngle(pocket);
    this.ballRadius = 0;
    this.placeBall();
  }

  /** Spins to `pocket` over `seconds`; resolves when the ball rests there (or at once, on `finish`). */
  async spin(pocket: number, seconds: number, onFrame: () => void, calm = false): Promise<void> {
    const plan = planSpin(pocket, this.head.rotation % (Math.PI * 2), this.ballAngle % (Math.PI * 2), seconds, calm);
    const clock = { t: 0 };
    const apply = () => {
      this.head.rotation = wheelAngleAt(plan, clock.t);
      const b = ballAt(plan, clock.t);
      this.ballAngle = b.angle;
      this.ballRadius = b.radius;
      this.placeBall();
      onFrame();
    };
    this.spinning = true;
    const run = cuttableTween(clock, { t: seconds, duration: seconds, ease: 'none', onUpdate: apply });
    this.run = run;
    try {
      await run.done;
    } finally {
      if (this.run === run) this.run = null;
      // The plan's end: the ball in its pocket, whether the time ran out or the spin was cut.
      clock.t = seconds;
      apply();
      this.spinning = false;
    }
  }

  /** The spin under way ends now, the ball at rest in its pocket (a player skipped it). */
  finish(): void {
    this.run?.cut();
  }

  private placeBall(): void {
    const r = BALL_POCKET + (BALL_TRACK - BALL_POCKET) * this.ballRadius;
    this.ball.position.set(Math.sin(this.ballAngle) * r, -Math.cos(this.ballAngle) * r);
  }

  override destroy(): void {
    super.destroy({ children: true });
    this.bowl.destroy(true);
    this.headTexture.destroy(true);
  }
}
