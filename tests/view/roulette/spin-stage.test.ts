/**
 * The spin as the climax (view/roulette/spin-stage.ts), built in node with a real wheel: where the
 * wheel goes at a phone's, a phone on its side's and a desktop's size (the phone's full width, most
 * of a wider table's height, on screen, back to its place after), the winning number announced in
 * its pocket's colour, a skip that resolves the spin at once with the ball in the result's pocket,
 * the timings of speed play and reduced motion, and the render loop let go once all is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canvasesPaintNothing } from '../../ui/support/pixi-node';

// The wheel paints its textures once on a canvas `document` makes: here one that paints nothing.
canvasesPaintNothing();

const { Container } = await import('pixi.js');
const { WHEEL_ORDER, pocketOf } = await import('../../../src/engine/roulette/wheel');
const { rouletteLayout } = await import('../../../src/view/roulette/layout');
const { SpinStage, STAGE_SECONDS, stageTimes } = await import('../../../src/view/roulette/spin-stage');
const { WheelView, POCKET_RED, POCKET_BLACK, POCKET_GREEN } = await import('../../../src/view/roulette/wheel-view');

type Stage = InstanceType<typeof SpinStage>;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const SIZES = [
  ['phone portrait', 390, 844, 84],
  ['phone landscape', 844, 390, 60],
  ['desktop', 1440, 900, 60],
] as const;

/** A stage over a real wheel in a scene like the table's, its kit recording what holds the render loop. */
function build(w: number, h: number, hud: number, o: { speed?: number; calm?: boolean } = {}) {
  const layout = rouletteLayout(w, h, hud);
  const root = new Container();
  const home = new Container();
  const wheel = new WheelView(1);
  home.addChild(wheel);
  root.addChild(home);
  const held = new Set<string>();
  const kit = {
    speed: () => o.speed ?? 1,
    calm: () => o.calm ?? false,
    hold: (key: string) => held.add(key),
    release: (key: string) => held.delete(key),
    invalidate: () => undefined,
  };
  const stage = new SpinStage(wheel, kit);
  root.addChild(stage.layer);
  // As the table places it before a spin.
  const rest = layout.wheel ?? layout.spin;
  wheel.setDiameter(rest.width);
  wheel.position.set(rest.x + rest.width / 2, rest.y + rest.height / 2);
  stage.layout(layout);
  stages.push(stage);
  return { layout, stage, wheel, home, held };
}

const stages: Stage[] = [];
afterEach(() => {
  for (const s of stages.splice(0)) s.reset();
});

const near = (a: Box, b: Box) => {
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(a[k], k).toBeCloseTo(b[k], 3);
};
const inside = (r: Box, w: number, h: number) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.01 && r.y + r.height <= h + 0.01;
const tick = () => new Promise((done) => setTimeout(done, 5));

describe('the wheel at the climax', () => {
  for (const [label, w, h, hud] of SIZES) {
    it(`${label} ${w}×${h}: the wheel grows to the centre of the table, on screen, and goes back to its place`, async () => {
      const { layout, stage, wheel, home, held } = build(w, h, hud, { speed: 0.05 });
      const rest = layout.wheel ?? layout.spin;
      const pocket = pocketOf(17);
      await stage.play(pocket, 17, 0.05);
      await stage.announce();
      const at = stage.state().wheel;
      near(at, layout.climax);
      // The table is the felt above the HUD; the wheel stays on it and on screen.
      const table = layout.hud.y;
      expect(inside(at, w, table)).toBe(true);
      // centred on the table
      expect(at.x + at.width / 2).toBeCloseTo(w / 2, 3);
      expect(at.y + at.height / 2).toBeCloseTo(table / 2, 3);
      if (h > w) expect(at.width).toBeGreaterThanOrEqual(0.9 * w);
      else expect(at.height).toBeGreaterThanOrEqual(0.7 * table);
      // It is bigger than where it rests (a desktop's corner wheel at least twice as big).
      expect(at.width).toBeGreaterThan(rest.width * (w >= 1000 ? 2 : 1));
      // the ball lies in the result's pocket, and the number is announced over the centre
      expect(wheel.resting().number).toBe(17);
      expect(stage.phase).toBe('announced');
      expect(stage.announcement.number).toBe(17);
      const badge = stage.announcement.getBounds();
      expect(badge.x + badge.width / 2).toBeCloseTo(w / 2, 0);
      // it leaves the pocket ring in view (its disc inside half the wheel's radius) yet is large
      expect(badge.width).toBeLessThan(at.width * 0.52);
      expect(badge.width).toBeGreaterThan(at.width * 0.4);
      expect(wheel.parent).toBe(stage.layer);
      expect(held.size).toBe(0);
      await stage.linger(0.01);
      await stage.leave();
      near(stage.state().wheel, rest);
      expect(wheel.parent).toBe(home);
      expect(stage.layer.visible).toBe(false);
      expect(stage.active).toBe(false);
      expect(wheel.resting().number).toBe(17);
      // nothing holds the render loop open: the table draws nothing more until something moves
      expect(held.size).toBe(0);
    });
  }

  it('the number is announced in its pocket’s colour, in large type', async () => {
    const { stage } = build(1440, 900, 60, { speed: 0.02 });
    const colours: Record<number, number> = { 32: POCKET_RED, 15: POCKET_BLACK, 0: POCKET_GREEN };
    for (const n of [32, 15, 0]) {
      await stage.play(pocketOf(n), n, 0.02);
      await stage.announce();
      expect(stage.announcement.number).toBe(n);
      expect(stage.announcement.text).toBe(String(n));
      expect(stage.announcement.colour).toBe(colours[n]);
      await stage.leave();
      expect(stage.announcement.number).toBeNull();
    }
  });

  it('a resize during the climax keeps the wheel at the new climax, and it goes back to the new place', async () => {
    const { stage, wheel } = build(1440, 900, 60, { speed: 0.02 });
    await stage.play(pocketOf(5), 5, 0.02);
    await stage.announce();
    const phone = rouletteLayout(390, 844, 84);
    // (the scene puts its wheel back at its place on a resize; the stage takes it again)
    wheel.setDiameter(10);
    stage.layout(phone);
    near(stage.state().wheel, phone.climax);
    await stage.leave();
    near(stage.state().wheel, phone.spin);
  });
});

describe('skipping the spin', () => {
  it('a skip mid-spin resolves it at once: the wheel at the climax, the ball in the result’s pocket, the number shown; a second skips the pause', async () => {
    const { layout, stage, wheel, held } = build(390, 844, 84);
    const n = 26;
    let rested = false;
    // A full spin at normal speed: seven seconds the test will not wait.
    const spun = stage.play(pocketOf(n), n, 7).then(() => {
      rested = true;
    });
    await tick();
    expect(wheel.isSpinning).toBe(true);
    expect(stage.skip()).toBe(true);
    await spun;
    expect(rested).toBe(true);
    expect(wheel.isSpinning).toBe(false);
    expect(wheel.resting()).toEqual({ pocket: pocketOf(n), number: n });
    near(stage.state().wheel, layout.climax);
    // after a skip the number shows at once (no arrival to wait for)
    await stage.announce();
    expect(stage.announcement.number).toBe(n);
    expect(stage.announcement.alpha).toBe(1);
    // the pause on the number (here a minute) ends on a second skip
    const pause = stage.linger(60);
    await tick();
    expect(stage.skip()).toBe(true);
    await pause;
    await stage.leave();
    near(stage.state().wheel, layout.spin);
    expect(wheel.scale.x).toBeCloseTo(layout.spin.width / 400, 6);
    expect(held.size).toBe(0);
    // nothing to skip once the wheel is back
    expect(stage.skip()).toBe(false);
  });

  it('the spin skipped keeps its pocket whatever the moment (every pocket, skipped at once)', async () => {
    const { stage, wheel } = build(1440, 900, 60, { speed: 0.05 });
    for (let pocket = 0; pocket < WHEEL_ORDER.length; pocket += 4) {
      const spun = stage.play(pocket, WHEEL_ORDER[pocket] as number, 7);
      stage.skip();
      await spun;
      expect(wheel.resting().pocket).toBe(pocket);
      await stage.announce();
      await stage.leave();
      expect(wheel.resting().pocket).toBe(pocket);
    }
  });

  it('a skip while the wheel goes back puts it in its place at once', async () => {
    const { layout, stage } = build(1440, 900, 60);
    const spun = stage.play(pocketOf(3), 3, 7);
    stage.skip();
    await spun;
    await stage.announce();
    const back = stage.leave();
    await tick();
    expect(stage.phase).toBe('leaving');
    stage.skip();
    await back;
    near(stage.state().wheel, layout.wheel as Box);
  });
});

describe('speed play and reduced motion', () => {
  it('speed play cuts every part to a third; reduced motion has no travel, a short fade instead', () => {
    const normal = stageTimes(1, false);
    const { enter, announce, leave } = STAGE_SECONDS;
    expect(normal).toEqual({ enter, announce, leave, travels: true });
    const fast = stageTimes(1 / 3, false);
    expect(fast.enter).toBeCloseTo(normal.enter / 3, 6);
    expect(fast.announce).toBeCloseTo(normal.announce / 3, 6);
    expect(fast.leave).toBeCloseTo(normal.leave / 3, 6);
    const calm = stageTimes(1, true);
    expect(calm.travels).toBe(false);
    expect(calm.enter).toBeLessThan(normal.enter);
    expect(calm.leave).toBeLessThan(normal.leave);
  });

  it('with reduced motion the wheel is cut to the climax (no size or place in between) and faded in', async () => {
    const { layout, stage } = build(1440, 900, 60, { calm: true });
    const spun = stage.play(pocketOf(8), 8, 7);
    // at once, before any time has passed: already at the climax, the stage fading in
    near(stage.state().wheel, layout.climax);
    expect(stage.layer.alpha).toBeLessThan(1);
    stage.skip();
    await spun;
    expect(stage.layer.alpha).toBe(1);
    await stage.announce();
    // (the number fades in, it does not grow)
    expect(stage.announcement.scale.x).toBe(1);
    await stage.leave();
    near(stage.state().wheel, layout.wheel as Box);
  });

  it('with full motion the wheel sets off from its place, the table not yet dimmed (it travels)', async () => {
    const { layout, stage } = build(1440, 900, 60);
    const spun = stage.play(pocketOf(8), 8, 7);
    near(stage.state().wheel, layout.wheel as Box);
    expect(stage.layer.alpha).toBe(1);
    stage.skip();
    await spun;
    near(stage.state().wheel, layout.climax);
  });
});
