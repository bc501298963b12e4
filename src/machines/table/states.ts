/**
 * The states every table's machine has, written once: resuming the round its port still holds,
 * opening a round, taking a decision, a stage on show, and a call that could not be completed.
 * Each machine declares the actions and guards they name (takeStep, refuse, refused, hasRound,
 * dropCall) and the port actors (round-port.ts), and names its states as these target them:
 * `betting`, `opening`, `acting`, `failed`.
 */
import { actRequest, openRequest, type PendingCall } from './context';

type Done<T> = { event: { output: T } };
type Failed = { event: { error: unknown } };

const output = <T>({ event }: Done<T>): T => event.output;
const error = ({ event }: Failed): unknown => event.error;
const openInput = <B>({ context }: { context: { call: PendingCall<B, unknown> | null } }) => openRequest(context);
const actInput = <D>({ context }: { context: { call: PendingCall<unknown, D> | null } }) => actRequest(context);

const timeout = ({ context }: { context: { animationTimeout: number } }) => context.animationTimeout;

/**
 * A stage the table shows before play goes on: tagged `animating`, it ends on the view's
 * `anim.done`, or when its timer (stage-timer.ts) runs out if the view never answers.
 */
export function animating<Next>(next: Next) {
  return {
    tags: 'animating',
    invoke: { src: 'stageTimer', input: timeout },
    on: { 'anim.done': next, 'anim.timeout': next },
  } as const;
}

/**
 * The machine's first state: asks the port for a round it still holds (a reload, another
 * device) and shows it from `stage`; with none, betting.
 */
export function resuming<Stage extends string>(stage: Stage) {
  return {
    invoke: {
      src: 'resume',
      onDone: [{ guard: { type: 'hasRound', params: output }, ...shown(stage) }, { target: 'betting' }],
      onError: { target: 'betting', actions: { type: 'refuse', params: error } },
    },
  } as const;
}

/**
 * A refusal goes `back` with its notice (or, when the port holds another round of this game or
 * none any more, to `resuming`, which asks it); a call whose outcome is unknown waits in `failed`.
 */
const failure = <Back extends string>(back: Back) =>
  [
    {
      guard: { type: 'elsewhere', params: error },
      target: 'resuming',
      actions: ['dropCall', { type: 'refuse', params: error }],
    },
    {
      guard: { type: 'refused', params: error },
      target: back,
      actions: ['dropCall', { type: 'refuse', params: error }],
    },
    { target: 'failed', actions: { type: 'refuse', params: error } },
  ] as const;

/** The port's answer is shown from `stage`. */
const shown = <Stage extends string>(stage: Stage) =>
  ({ target: stage, actions: { type: 'takeStep', params: output } }) as const;

/** The stakes go to the port; a refusal goes back to betting. */
export function opening<Stage extends string>(stage: Stage) {
  return { invoke: { src: 'open', input: openInput, onDone: shown(stage), onError: failure('betting') } } as const;
}

/** A decision goes to the port; a refusal goes back to `routing`, which returns to the decision. */
export function acting<Stage extends string>(stage: Stage) {
  return { invoke: { src: 'act', input: actInput, onDone: shown(stage), onError: failure('routing') } } as const;
}

/**
 * A call whose outcome is unknown: TRY AGAIN sends the same request (the port answers a repeat
 * once, so a stake that was taken is not taken twice).
 */
export const openFailed = { on: { 'round.retry': 'opening' } } as const;

/** `openFailed` for a table that also takes decisions. */
export const callFailed = {
  on: { 'round.retry': [{ guard: 'retryingOpen', target: 'opening' }, { target: 'acting' }] },
} as const;
