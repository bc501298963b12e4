/**
 * How long a stage waits for the table before play goes on without it (the view never answered):
 * an invoked actor rather than a delayed transition, because a snapshot restored after a reload
 * keeps its invoked actors (they start again) but not its pending delays. It runs on the actor
 * system's clock, so a simulated clock drives it in tests.
 */
import { type EventObject, fromCallback } from 'xstate';

export const stageTimer = fromCallback<EventObject, number>(({ input, system, sendBack }) => {
  const id = system._clock.setTimeout(() => sendBack({ type: 'anim.timeout' }), input);
  return () => system._clock.clearTimeout(id);
});
