/**
 * The jurisdiction's least time between round starts (`minRoundMs`, UK RTS 14G), kept at the round
 * port itself, so no path to a round escapes it (a key, a tap, a test driving the machine): an
 * `open` sooner than the pace allows is refused as the game server refuses it (`422 too-soon` →
 * `round.tooSoon`) before the port is asked, so nothing is staked or dealt and the machine goes
 * back to betting with the notice. A round the port opened starts the wait. Decisions, resumed
 * rounds and the repeat of an open call made before a reload are never held: the first two start
 * no round, and a repeat is a request the port may already have answered (the server judges it).
 */
import { type RoundPort, RoundRefused } from '../../machines/round-port';
import type { RoundPace } from '../../platform/round-pace';

export interface PacedPort<Bets, Decision, View, Event> extends RoundPort<Bets, Decision, View, Event> {
  /**
   * An open call in flight (or failed) when the page was left, made again with its request id:
   * it is let through whatever the pace says.
   */
  repeat(requestId: string): void;
}

/** The port with the pace kept at `open` (no pace: the port as it is, every call let through). */
export function pacedPort<Bets, Decision, View, Event>(
  port: RoundPort<Bets, Decision, View, Event>,
  pace: Pick<RoundPace, 'waitMs' | 'started'> | null,
): PacedPort<Bets, Decision, View, Event> {
  const repeats = new Set<string>();
  return {
    open: async (request) => {
      if (!pace) return port.open(request);
      if (!repeats.has(request.requestId) && pace.waitMs() > 0) throw new RoundRefused({ code: 'round.tooSoon' });
      const step = await port.open(request);
      repeats.delete(request.requestId);
      // Only a round in play starts the wait (one voided as it opened throws `round.void`). A
      // repeat starts it too: whether the port opened its round now or before the reload, the
      // page then waits at least as long as the server does.
      pace.started();
      return step;
    },
    act: (request) => port.act(request),
    resume: () => port.resume(),
    repeat: (requestId) => {
      repeats.add(requestId);
    },
  };
}
