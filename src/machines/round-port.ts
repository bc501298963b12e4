/**
 * The round port: how a table's machine gets the outcome of each step of a round. Behind it sit
 * the rules, the RNG, the wallet and the journal; the machine knows none of them. `open` takes
 * the round's stakes and deals or spins, `act` takes a decision (and its extra stake), settlement
 * pays; each answers with the round's public view, the events of that step and the balance.
 * Nothing a player must not see yet (the shoe, the hole card, a seed) is in an answer.
 *
 * The demo port (src/demo/) runs the engine in the browser and keeps the round in its own storage;
 * a remote port asks the game server (SERVER.md). A machine receives its port's calls as actors
 * (`machine.provide({ actors: portActors(port) })`), so its context stays plain data.
 *
 * Every call carries a `requestId` made by the caller: the same call again (a retry, a resumed
 * call after a reload) gets the stored answer and changes nothing.
 */
import { fromPromise } from 'xstate';
import type { Minor } from '../engine/shared/money';
import type { Notice } from './notices';

type RoundStatus = 'open' | 'settled' | 'void';

/** One step of a round as the port answers it. */
export interface RoundStep<View, Event> {
  readonly roundId: string;
  readonly status: RoundStatus;
  /** What the table shows after the step (public: no shoe, no hidden card). */
  readonly view: View;
  /** What happened in the step, in order, for the table to animate. */
  readonly events: readonly Event[];
  /** Everything the player has staked on the round so far. */
  readonly staked: Minor;
  /** Everything settled back to the player so far (paid once the round is settled). */
  readonly returned: Minor;
  /** The wallet's balance after the step. */
  readonly balance: Minor;
}

export interface OpenRequest<Bets> {
  readonly requestId: string;
  readonly bets: Bets;
}

export interface ActRequest<Decision> {
  readonly requestId: string;
  readonly roundId: string;
  readonly decision: Decision;
}

export interface RoundPort<Bets, Decision, View, Event> {
  /** Takes the stakes and starts the round (baccarat and roulette settle in this call). */
  open(request: OpenRequest<Bets>): Promise<RoundStep<View, Event>>;
  /** Takes a decision of the open round, with any extra stake it costs. */
  act(request: ActRequest<Decision>): Promise<RoundStep<View, Event>>;
  /** The player's open round at this table as it stands, or null. */
  resume(): Promise<RoundStep<View, Event> | null>;
}

/** A call the port refused: nothing changed (no stake taken, no card dealt); `notice` says why. */
export class RoundRefused extends Error {
  override name = 'RoundRefused';
  constructor(readonly notice: Notice) {
    super(`round refused: ${notice.code}`);
  }
}

/** The port's calls as the actors a machine invokes. */
export function portActors<Bets, Decision, View, Event>(port: RoundPort<Bets, Decision, View, Event>) {
  return {
    open: fromPromise<RoundStep<View, Event>, OpenRequest<Bets>>(({ input }) => port.open(input)),
    act: fromPromise<RoundStep<View, Event>, ActRequest<Decision>>(({ input }) => port.act(input)),
    resume: fromPromise<RoundStep<View, Event> | null, void>(() => port.resume()),
  };
}

/** The actors a machine declares until a port is provided: each call fails. */
export function unprovidedPort<Bets, Decision, View, Event>() {
  const missing = () =>
    Promise.reject(
      new Error('this table has no round port: provide one with machine.provide({ actors: portActors(port) })'),
    );
  return portActors<Bets, Decision, View, Event>({ open: missing, act: missing, resume: missing });
}
