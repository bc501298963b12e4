/**
 * Rebuy comes and goes between rounds, and the figures change, while the table is laid out around
 * the HUD bar: the real bar, built in node with text measured as the browser measures the bundled
 * face, keeps its height and every other piece where it was when Rebuy shows, at every width from a
 * small phone to a desktop, in every language; Rebuy sits inside the bar over nothing else, its
 * words at their size; a new table's "0,00 €" turning into a balance and a win keeps the bar's rows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sceneNodes } from '../../../ui/support/pixi-node';
import { measureInFeltSans } from '../text/felt-sans';

await measureInFeltSans();

const { Container, Text } = await import('pixi.js');
const { Hud } = await import('../../../../src/view/kit/hud/hud');
const { accessNodes } = await import('../../../../src/look/inspector');
const { translator } = await import('../../../../src/platform/i18n');
const { formatMoney } = await import('../../../../src/engine/shared/money');

const huds: InstanceType<typeof Hud>[] = [];
afterEach(() => {
  for (const h of huds.splice(0)) h.destroy({ children: true });
});

function makeHud(lang: 'en' | 'fi' | 'it' | 'el') {
  const noop = () => {};
  const h = new Hud({
    t: translator(lang),
    money: (minor) => formatMoney(minor, 'EUR', lang),
    resolution: 1,
    invalidate: noop,
    hold: noop,
    release: noop,
    speed: () => 1,
    onLobby: noop,
    onHistory: noop,
    onRules: noop,
    onSettings: noop,
    onRebuy: noop,
  });
  huds.push(h);
  return h;
}

/** The words Rebuy shows (its Texts), found through the inspector's node for `hud.rebuy`. */
const rebuyWords = () => {
  const node = accessNodes(null).find((n) => n.id === 'hud.rebuy')?.node;
  return (node ? sceneNodes<InstanceType<typeof Container>>(node) : []).filter(
    (n): n is InstanceType<typeof Text> => n instanceof Text && n.text !== '',
  );
};

type Box = { id: string; x: number; y: number; width: number; height: number };
const boxes = (): Box[] =>
  accessNodes(null)
    .filter((n) => n.id.startsWith('hud.'))
    .map(({ id, x, y, width, height }) => ({ id, x, y, width, height }));
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the HUD bar as Rebuy comes and goes', () => {
  it('keeps its height and its pieces, Rebuy inside it over nothing, in every language', () => {
    const wrong: string[] = [];
    for (const lang of ['en', 'fi', 'it', 'el'] as const) {
      const h = makeHud(lang);
      h.setBalance(1_000_000);
      h.setBet(50_000);
      h.setWin(123_456);
      for (let width = 320; width <= 1440; width += 10) {
        const at = `${lang} ${width}`;
        h.resize(width);
        const height = h.barHeight;
        const before = boxes();
        h.setRebuyEnabled(true);
        const after = boxes();
        if (h.barHeight !== height) wrong.push(`height ${height} → ${h.barHeight} ${at}`);
        const rebuy = after.find((b) => b.id === 'hud.rebuy');
        if (!rebuy) wrong.push(`no Rebuy ${at}`);
        for (const b of before) {
          const same = after.find((a) => a.id === b.id);
          if (JSON.stringify(same) !== JSON.stringify(b)) wrong.push(`${b.id} moves ${at}`);
          if (rebuy && overlap(rebuy, b)) wrong.push(`Rebuy over ${b.id} ${at}`);
        }
        // its words at their size (13 px), on two lines where the bar is short of room
        const words = rebuyWords();
        if (words.length === 0 || words.some((t) => t.scale.x * (t.parent?.scale.x ?? 1) < 1))
          wrong.push(`Rebuy's words scaled down ${at}`);
        if (rebuy && (rebuy.x < 0 || rebuy.x + rebuy.width > width + 0.5 || rebuy.y + rebuy.height > h.barHeight + 0.5))
          wrong.push(`Rebuy out of the bar ${at}`);
        h.setRebuyEnabled(false);
        if (h.barHeight !== height) wrong.push(`height not back ${at}`);
        // a new table's figures, then the round's: the bar keeps its rows
        h.setBalance(0);
        h.setWin(null);
        h.resize(width);
        const fresh = h.barHeight;
        h.setBalance(1_000_000);
        h.setWin(123_456);
        if (h.barHeight !== fresh) wrong.push(`height ${fresh} → ${h.barHeight} as the figures change ${at}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
