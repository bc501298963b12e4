/**
 * A shared table's public state moved on by its events (SHARED.md "Events"): what a watcher holds
 * after `GET /v1/shared/{table}` and every event since. Pure, so a browser, the benchmark and the
 * tests keep the same table; a test plays a real server's table and checks this against the
 * server's own state after every event. An event it does not know leaves the state as it was (a
 * newer server's event is drawn at the next snapshot or read).
 */
import type { PublicSeat, SharedEvent, SharedPublicState } from '../../contract/shared';

/** How many of the last numbers a roulette table keeps (the server's statistics length). */
const ROULETTE_KEPT = 100;
/** How many of the last rounds' dealer cards a blackjack table keeps. */
const BLACKJACK_KEPT = 20;

/** The bets of a window before anyone has bet, in each game's public shape. */
function noBets(game: SharedPublicState['game']): unknown {
  if (game === 'blackjack') return [];
  if (game === 'baccarat') return { player: 0, banker: 0, tie: 0 };
  return {};
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function withoutSeat(seats: PublicSeat[], box: number): PublicSeat[] {
  return seats.filter((s) => s.box !== box);
}

/** The state after one event (the state itself when the event changes nothing it shows). */
export function applyEvent(state: SharedPublicState, e: SharedEvent): SharedPublicState {
  switch (e.type) {
    case 'snapshot':
      return (e.state as SharedPublicState | undefined) ?? state;
    case 'seat.taken': {
      const name = str(e.name) ?? '';
      const box = num(e.box);
      if (box === null) return { ...state, players: [...state.players.filter((p) => p !== name), name] };
      const seats = [...withoutSeat(state.seats, box), { box, name }].sort((a, b) => a.box - b.box);
      return { ...state, seats };
    }
    case 'seat.left': {
      const box = num(e.box);
      if (box === null) return { ...state, players: state.players.filter((p) => p !== e.name) };
      return { ...state, seats: withoutSeat(state.seats, box) };
    }
    case 'window.opened':
      return {
        ...state,
        tableRoundId: str(e.tableRoundId) ?? state.tableRoundId,
        phase: 'betting',
        closesAt: null,
        bets: noBets(state.game),
        asked: null,
      };
    case 'window.closing':
      return { ...state, phase: 'closing', closesAt: num(e.closesAt) };
    case 'window.closed':
      return { ...state, phase: 'playing', closesAt: null };
    case 'bets':
      return { ...state, bets: e.bets };
    case 'play':
      return played(state, e);
    case 'decision.asked': {
      const { box, hand, kind, legal, deadline } = e as unknown as NonNullable<SharedPublicState['asked']>;
      return { ...state, asked: { box, hand, kind, legal, deadline } };
    }
    case 'decision':
      return { ...state, asked: null };
    case 'round.settled': {
      const history =
        state.game === 'blackjack' && isRound(e.round)
          ? [{ dealer: e.round.dealer.cards }, ...state.history].slice(0, BLACKJACK_KEPT)
          : state.history;
      return {
        ...state,
        phase: 'settled',
        asked: null,
        round: e.round ?? state.round,
        bets: e.bets ?? state.bets,
        closesAt: num(e.opensAt),
        history,
      };
    }
    case 'shoe.opened':
      return {
        ...state,
        fairness: {
          ...state.fairness,
          chain: num(e.chain) ?? state.fairness.chain,
          commitment: str(e.commitment) ?? state.fairness.commitment,
          k: num(e.k) ?? state.fairness.k,
          clientSeed: str(e.clientSeed),
        },
        // A new baccarat shoe starts its roads afresh.
        history: state.game === 'baccarat' ? [] : state.history,
      };
    default:
      return state;
  }
}

const isRound = (v: unknown): v is { dealer: { cards: unknown[] } } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { dealer?: { cards?: unknown } }).dealer?.cards);

/** A deal or a decision's cards: each game's public round, and its history. */
function played(state: SharedPublicState, e: SharedEvent): SharedPublicState {
  if (state.game === 'blackjack') return { ...state, round: e.round ?? state.round };
  if (state.game === 'baccarat') {
    const coup = e.coup as { winner: string; playerTotal: number; bankerTotal: number; natural: boolean } | undefined;
    if (!coup) return state;
    const { winner, playerTotal, bankerTotal, natural } = coup;
    return { ...state, round: coup, history: [...state.history, { winner, playerTotal, bankerTotal, natural }] };
  }
  const number = num(e.number);
  if (number === null) return state;
  return { ...state, round: { number }, history: [number, ...state.history].slice(0, ROULETTE_KEPT) };
}
