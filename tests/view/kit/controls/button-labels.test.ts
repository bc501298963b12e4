/**
 * Every label of every game's button row is read at the row's type size on a phone: the three
 * tables' real controls, laid out by their real layouts at 360 × 740 and 390 × 844, shown in each
 * phase's buttons (betting, the round's wait counting down, a turn, insurance, the back bet, the
 * shared table's seat, a failed payment) in English, Finnish, Italian and Greek. No label may be
 * scaled down to fit; each stays inside its button; the buttons stay apart, inside the screen and
 * at least a touch target wide. Text is measured as the browser measures the bundled face
 * (tests/view/kit/text/felt-sans.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { canvasesPaintNothing, sceneNodes } from '../../../ui/support/pixi-node';
import { measureInFeltSans } from '../text/felt-sans';

canvasesPaintNothing();
await measureInFeltSans();

const { Container, Text } = await import('pixi.js');
const { Button } = await import('../../../../src/look/button');
const { ChipAtlas } = await import('../../../../src/view/kit/chips/chips');
const { BlackjackControls } = await import('../../../../src/view/blackjack/controls');
const { BaccaratControls } = await import('../../../../src/view/baccarat/controls');
const { RouletteControls } = await import('../../../../src/view/roulette/controls');
const { tableLayout } = await import('../../../../src/view/blackjack/layout');
const { baccaratLayout } = await import('../../../../src/view/baccarat/layout');
const { rouletteLayout } = await import('../../../../src/view/roulette/layout');
const { HUD_HEIGHT } = await import('../../../../src/view/kit/hud/hud-layout');
const { waitLabel } = await import('../../../../src/view/kit/table/round-wait');
const { translator } = await import('../../../../src/platform/i18n');
const { formatMoney } = await import('../../../../src/engine/shared/money');

type Node = InstanceType<typeof Container>;
type Lang = 'en' | 'fi' | 'it' | 'el';

const LANGS: readonly Lang[] = ['en', 'fi', 'it', 'el'];
const PHONES = [
  [360, 740],
  [390, 844],
] as const;
/** The type size the rows give their buttons. */
const ROW_SIZE = 14;
const CHIPS = [100, 500, 2500, 10_000, 50_000];
const made: Node[] = [];

afterAll(() => {
  for (const n of made) n.destroy({ children: true });
});

/** The shown buttons under `root`, with the type size each label is drawn at and its box. */
function shownButtons(root: Node) {
  return sceneNodes(root)
    .filter((n): n is InstanceType<typeof Button> => n instanceof Button && n.visible && isShown(n))
    .filter((b) => sceneNodes(b).some((n) => n instanceof Text && n.text !== ''))
    .map((b) => {
      const texts = sceneNodes<Node>(b).filter(
        (n): n is InstanceType<typeof Text> => n instanceof Text && n.text !== '',
      );
      const label = texts.map((t) => t.text).join(' ');
      const box = b.getBounds();
      const drawn = Math.min(...texts.map((t) => Number(t.style.fontSize) * scaleIn(t, b)));
      const ink = texts.map((t) => t.getBounds());
      return { button: b, label, box, drawn, ink };
    });
}

/** How much `n` is scaled in `root` (the frame's world transforms are not made in node). */
function scaleIn(n: Node, root: Node): number {
  let k = 1;
  for (let p: Node | null = n; p && p !== root; p = p.parent) k *= p.scale.x;
  return k;
}

function isShown(n: Node): boolean {
  for (let p: Node | null = n; p; p = p.parent) if (!p.visible) return false;
  return true;
}

/**
 * What a player would notice of the shown buttons' labels under `root`: a label drawn under
 * `size`, one spilling out of its button, a button under a touch target, off the screen, or over
 * its neighbour. Returns the problems and how many labelled buttons were looked at.
 */
function unreadable(root: Node, size: number, screenWidth: number, at: string): { problems: string[]; seen: number } {
  const shown = shownButtons(root);
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${what} ${at}`);
  };
  for (const { label, box, drawn, ink } of shown) {
    check(drawn >= size - 1e-6, `"${label}" drawn at ${drawn.toFixed(1)} px`);
    check(
      ink.every((i) => i.x >= box.x && i.x + i.width <= box.x + box.width + 0.5),
      `"${label}" spills out of its ${Math.round(box.width)} px button`,
    );
    check(box.width >= 44, `"${label}" under a touch target`);
    check(box.x >= 0 && box.x + box.width <= screenWidth, `"${label}" off the screen`);
  }
  const rows = new Map<number, typeof shown>();
  for (const b of shown) rows.set(Math.round(b.box.y), [...(rows.get(Math.round(b.box.y)) ?? []), b]);
  for (const row of rows.values()) {
    const sorted = [...row].sort((a, b) => a.box.x - b.box.x);
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]] as [(typeof row)[0], (typeof row)[0]];
      check(b.box.x >= a.box.x + a.box.width, `"${a.label}" over "${b.label}"`);
    }
  }
  return { problems, seen: shown.length };
}

const noop = () => {};

describe('button labels at the row type size on a phone', () => {
  for (const lang of LANGS)
    for (const [w, h] of PHONES) {
      const t = translator(lang);
      const money = (m: number) => formatMoney(m, 'EUR', lang);
      const waiting = waitLabel(5000, t, lang);
      const chips = () => new ChipAtlas(2, money);
      const at = (phase: string) => `(${lang} ${w}×${h} ${phase})`;

      it(`blackjack in ${lang} at ${w}×${h}`, () => {
        const c = new BlackjackControls(t, chips(), CHIPS, money, noop, noop, noop, money);
        made.push(c);
        const l = tableLayout(w, h, 3, false, HUD_HEIGHT);
        c.layout(l.chips, l.buttons, l.chipSize, l.buttonHeight);
        const base = { evenMoney: false, chips: false, selectedChip: 100, hinted: null };
        const phases: [string, Parameters<typeof c.setState>[0]][] = [
          ['betting', { ...base, chips: true, buttons: { undo: true, clear: true, rebet: false, deal: true } }],
          [
            'waiting',
            { ...base, chips: true, waiting, buttons: { undo: true, clear: true, rebet: false, deal: false } },
          ],
          [
            'turn',
            {
              ...base,
              hinted: 'player.stand',
              buttons: {
                'player.surrender': true,
                'player.split': true,
                'player.double': true,
                'player.stand': true,
                'player.hit': true,
                hint: true,
              },
            },
          ],
          ['insurance', { ...base, buttons: { 'insurance.decline': true, 'insurance.accept': true } }],
          [
            'even money',
            { ...base, evenMoney: true, buttons: { 'insurance.decline': true, 'insurance.accept': true } },
          ],
          [
            'insure an amount',
            {
              ...base,
              insurance: { key: 'r1', range: { half: 25_000, halfAllowed: true, unit: 100, most: 25_000 } },
              buttons: { 'insurance.decline': true, 'insurance.accept': true },
            },
          ],
          [
            'back bet',
            {
              ...base,
              chips: true,
              hinted: 'behind.match',
              buttons: { undo: true, clear: true, 'behind.decline': true, 'behind.match': true },
            },
          ],
          ['seat', { ...base, buttons: { 'seat.take': true } }],
          ['leave', { ...base, buttons: { 'seat.leave': true } }],
          ['retry', { ...base, buttons: { retry: true } }],
        ];
        const problems: string[] = [];
        for (const [phase, state] of phases) {
          c.setState(state);
          const seen = unreadable(c, ROW_SIZE, w, at(phase));
          problems.push(...seen.problems);
          expect(seen.seen, at(phase)).toBeGreaterThan(0);
        }
        expect(problems).toEqual([]);
      });

      it(`roulette in ${lang} at ${w}×${h}`, () => {
        const c = new RouletteControls(t, chips(), CHIPS, money, noop, noop, noop, noop);
        made.push(c);
        const l = rouletteLayout(w, h, HUD_HEIGHT);
        const base = { chips: true, selectedChip: 100 };
        const betting = { undo: true, clear: true, rebet: false, double: false, spin: true };
        // the row alone (a phone's tabs are the roulette's own: icons on an upright rail)
        c.layout(l.chips, l.buttons, l.chipSize, null);
        const phases: [string, Parameters<typeof c.setState>[0]][] = [
          ['betting', { ...base, buttons: betting }],
          ['waiting', { ...base, waiting, buttons: { ...betting, spin: false } }],
          ['retry', { ...base, chips: false, buttons: { retry: true } }],
        ];
        const problems: string[] = [];
        for (const [phase, state] of phases) {
          c.setState(state);
          const seen = unreadable(c, ROW_SIZE, w, at(phase));
          problems.push(...seen.problems);
          expect(seen.seen, at(phase)).toBeGreaterThan(0);
        }
        expect(problems).toEqual([]);
      });

      it(`baccarat in ${lang} at ${w}×${h}`, () => {
        const c = new BaccaratControls(t, chips(), CHIPS, money, noop, noop, noop, noop);
        made.push(c);
        const problems: string[] = [];
        for (const roads of [true, false]) {
          const l = baccaratLayout(w, h, roads, HUD_HEIGHT);
          c.layout(l.chips, l.buttons, l.chipSize, l.buttonHeight);
          const base = { chips: true, selectedChip: 100, removing: false };
          const phases: [string, Parameters<typeof c.setState>[0]][] = [
            ['after a round', { ...base, buttons: { newBet: true, same: true, double: true } }],
            ['betting', { ...base, buttons: { undo: true, clear: true, deal: true } }],
            ['waiting', { ...base, waiting, buttons: { undo: true, clear: true, deal: false } }],
            ['last bets', { ...base, buttons: { same: true, double: true, deal: false } }],
            ['retry', { ...base, chips: false, buttons: { retry: true } }],
          ];
          for (const [phase, state] of phases) {
            c.setState(state);
            const where = at(`${phase}${roads ? ', roads' : ''}`);
            // the chip tray's arrows and remove tool are icons: only labelled buttons are counted
            const seen = unreadable(c, ROW_SIZE, w, where);
            problems.push(...seen.problems);
            expect(seen.seen, where).toBeGreaterThan(0);
          }
        }
        expect(problems).toEqual([]);
      });
    }
});
