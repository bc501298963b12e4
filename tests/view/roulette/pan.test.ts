/**
 * The layout's and racetrack's viewport (pan.ts): a panel bigger than its box is clipped to it and
 * pans; one that fits is centred, does not move, and is drawn without a mask (a stencil pass on
 * every frame the table draws, with nothing outside the box to hide).
 */
import { describe, expect, it } from 'vitest';
import { sceneNodes } from '../../ui/support/pixi-node';

const { Container, Graphics } = await import('pixi.js');
const { PanView } = await import('../../../src/view/roulette/pan');

const box = { x: 10, y: 20, width: 300, height: 200 };
const drawn = (pan: InstanceType<typeof PanView>) =>
  sceneNodes<InstanceType<typeof Container>>(pan).filter((n) => n instanceof Graphics);

describe('a pan view', () => {
  it('draws a panel that fits without a mask, centred', () => {
    const pan = new PanView(() => undefined);
    pan.layout(box, 280, 180);
    expect(pan.scrollable).toBe(false);
    expect(pan.content.mask).toBeFalsy();
    expect(drawn(pan)).toEqual([]);
    expect(pan.content.position).toMatchObject({ x: 10, y: 10 });
  });

  it('clips a bigger panel to its box, and drops the clip again when the box grows to fit it', () => {
    const pan = new PanView(() => undefined);
    pan.layout(box, 600, 180);
    expect(pan.scrollable).toBe(true);
    const mask = pan.content.mask as InstanceType<typeof Graphics>;
    expect(mask).toBeInstanceOf(Graphics);
    expect(mask.parent).toBe(pan);
    expect(mask.getLocalBounds()).toMatchObject({ minX: 0, minY: 0, maxX: 300, maxY: 200 });
    pan.layout({ ...box, width: 640 }, 600, 180);
    expect(pan.content.mask).toBeFalsy();
    expect(mask.parent).toBeNull();
    pan.layout(box, 600, 180);
    expect(pan.content.mask).toBe(mask);
  });
});
