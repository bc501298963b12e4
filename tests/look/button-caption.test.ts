/**
 * A button's words at its type size: one line while they fit, two lines broken at the space that
 * makes the longer line shortest, the round's count after the last line's words; scaled down only
 * when no setting fits the face; and the widths it tells a row it needs are the widths at which it
 * draws them whole. Text is measured as the browser measures the bundled face.
 */
import { describe, expect, it } from 'vitest';
import { sceneNodes } from '../ui/support/pixi-node';
import { feltSansWidth, measureInFeltSans } from '../view/kit/text/felt-sans';

await measureInFeltSans();

const { Container, Text } = await import('pixi.js');
const { Button } = await import('../../src/look/button');
const { CAPTION_PAD, CAPTION_PAD_TIGHT, fitCaption } = await import('../../src/look/button-caption');
const { FigureText } = await import('../../src/look/figure-font');

const noop = () => {};
const button = (label: string) =>
  new Button({ label, variant: 'secondary', fontSize: 14, onTap: noop, invalidate: noop });
/** The lines drawn, and the type size they are drawn at. */
function drawn(b: InstanceType<typeof Button>) {
  const texts = sceneNodes<InstanceType<typeof Container>>(b).filter(
    (n): n is InstanceType<typeof Text> => n instanceof Text && n.text !== '',
  );
  return {
    lines: texts.map((t) => t.text),
    size: Math.min(...texts.map((t) => Number(t.style.fontSize) * t.scale.x * (t.parent?.scale.x ?? 1))),
  };
}
const width = (s: string) => feltSansWidth(s, 14, 1);

describe('fitting words on a face', () => {
  it('tries one line, then two, then each with less room at the sides, before scaling', () => {
    expect(fitCaption(80, 50, 80 + 2 * CAPTION_PAD)).toEqual({ lines: 1, scale: 1 });
    expect(fitCaption(80, 50, 79 + 2 * CAPTION_PAD)).toEqual({ lines: 2, scale: 1 });
    expect(fitCaption(80, null, 80 + 2 * CAPTION_PAD_TIGHT)).toEqual({ lines: 1, scale: 1 });
    expect(fitCaption(80, 70, 70 + 2 * CAPTION_PAD_TIGHT)).toEqual({ lines: 2, scale: 1 });
    const scaled = fitCaption(80, 60, 50 + 2 * CAPTION_PAD_TIGHT);
    expect(scaled.lines).toBe(2);
    expect(scaled.scale).toBeCloseTo(50 / 60);
  });
});

describe('a button’s words', () => {
  it('stay on one line at full size where they fit', () => {
    const b = button('ΑΝΑΙΡΕΣΗ');
    b.resizeTo(120, 48);
    expect(drawn(b)).toEqual({ lines: ['ΑΝΑΙΡΕΣΗ'], size: 14 });
  });

  it('go on two lines, broken where the longer line is shortest, rather than shrink', () => {
    const b = button('NO ASSICURAZIONE');
    b.resizeTo(width('ASSICURAZIONE') + 2 * CAPTION_PAD + 1, 48);
    expect(drawn(b)).toEqual({ lines: ['NO', 'ASSICURAZIONE'], size: 14 });
    const c = button('ΧΩΡΙΣ ΑΣΦΑΛΕΙΑ ΤΩΡΑ');
    c.resizeTo(130, 48);
    expect(drawn(c).lines).toEqual(['ΧΩΡΙΣ', 'ΑΣΦΑΛΕΙΑ ΤΩΡΑ']);
  });

  it('say how wide they must be to be drawn whole, and are drawn whole at that width', () => {
    for (const label of ['PLACE BET', 'ΣΒΗΣΕ ΟΛΑ', 'TYHJENNÄ', 'ΑΝΑΜΟΝΗ 5', 'ATTENDI 5']) {
      const b = button(label);
      const { roomy, least } = b.labelWidths;
      expect(least, label).toBeLessThanOrEqual(roomy);
      b.resizeTo(least, 48);
      expect(drawn(b).size, label).toBe(14);
      b.resizeTo(least - 3, 48);
      expect(drawn(b).size, label).toBeLessThan(14);
      b.resizeTo(roomy, 48);
      expect(drawn(b).lines.length, label).toBe(1);
    }
  });

  it('keep the round’s count after the last line’s words, the count changing without new words', () => {
    const b = button('ΑΝΑΜΟΝΗ ΓΥΡΟΥ 5');
    b.resizeTo(width('ΑΝΑΜΟΝΗ') + 2 * CAPTION_PAD + 2, 48);
    expect(drawn(b).lines).toEqual(['ΑΝΑΜΟΝΗ', 'ΓΥΡΟΥ']);
    const [, second] = sceneNodes(b).filter((n) => n instanceof Text) as InstanceType<typeof Text>[];
    const count = sceneNodes(b).find((n) => n instanceof FigureText);
    expect(count?.visible).toBe(true);
    // on the second line, after its words
    expect(Math.abs((count?.y ?? 0) - (second?.y ?? 0))).toBeLessThan(6);
    expect(count?.x).toBeGreaterThan((second?.x ?? 0) + (second?.width ?? 0));
    b.setLabel('ΑΝΑΜΟΝΗ ΓΥΡΟΥ 4');
    expect(drawn(b).lines).toEqual(['ΑΝΑΜΟΝΗ', 'ΓΥΡΟΥ']);
    b.setLabel('ΠΟΝΤΑΡΕ');
    expect(count?.visible).toBe(false);
  });
});
