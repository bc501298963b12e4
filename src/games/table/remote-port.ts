/**
 * A table's round port on the game server (SERVER.md "Rounds"): `open` posts the stakes to the
 * table, `act` posts a decision to the round, `resume` reads the player's open round at the table.
 * Every answer is the round's public view and the events of that step, nothing more: the shoe,
 * the hole card before it turns and the seeds stay on the server. The wallet hears every answer's
 * balance and whether the round is still open.
 *
 * Refusals keep the port's contract: the rules' own problems (a limit, an illegal move, a stake
 * the balance cannot cover) come back as `RoundRefused` with the engine's problem, so the table
 * says them as in demo play; a call whose outcome is unknown (the connection lost after the
 * retries) is a plain error, and the table offers TRY AGAIN with the same request id.
 */
import type { ErrorCode } from '../../contract/error-codes';
import type { RoundAnswerOf, TestSeed } from '../../contract/rounds';
import { knownVoidReason } from '../../contract/void-reasons';
import type { Notice } from '../../machines/notices';
import { type RoundPort, RoundRefused, type RoundStep } from '../../machines/round-port';
import type { GameId } from '../../platform/games';
import { ApiFailure, type ServerApi } from '../../platform/remote/api';
import type { RemoteWallet } from '../../platform/remote/remote-wallet';
import { isRecord } from '../../platform/storage';

/** How recent a read of the session `resume` takes as it is (the page's own, made as it opened). */
export const SESSION_FRESH_MS = 2000;

export interface RemotePortOptions<Decision> {
  api: ServerApi;
  wallet: RemoteWallet;
  game: GameId;
  table: string;
  /** The limit tier rounds are dealt at (blackjack tables with tiers). */
  tier?: string | null;
  /** Test builds only (`seed` launch parameter): the server deals from this seed (ALLOW_TEST_SEEDS). */
  testSeed?: TestSeed | null;
  /** A decision as the API names it (blackjack's back bettor: `behind:follow|keep`). */
  action?: (decision: Decision) => string;
}

/**
 * The request id a machine made (`<16 hex caller>-<count>`) as the UUID-shaped id the API takes:
 * the same machine request (again after a reload, from its saved snapshot) is the same API call.
 */
export function apiRequestId(requestId: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(requestId)) return requestId;
  const match = /^([0-9a-f]{16})-(\d+)$/i.exec(requestId);
  if (!match) throw new RangeError(`not a request id of a table: ${requestId}`);
  const caller = (match[1] as string).toLowerCase();
  const count = BigInt(match[2] as string)
    .toString(16)
    .padStart(16, '0');
  if (count.length > 16) throw new RangeError(`request count too large: ${requestId}`);
  return `${caller.slice(0, 8)}-${caller.slice(8, 12)}-${caller.slice(12, 16)}-${count.slice(0, 4)}-${count.slice(4)}`;
}

/** The API's refusals (its error codes) that the table says as its own notices. */
const PORT_NOTICE: Readonly<Record<string, Notice>> = {
  'insufficient-funds': { code: 'round.insufficientFunds' },
  'round-in-progress': { code: 'round.inProgress' },
  'no-round': { code: 'round.gone' },
  'not-found': { code: 'round.gone' },
  conflict: { code: 'round.gone' },
  'illegal-action': { code: 'round.illegal' },
  'too-soon': { code: 'round.tooSoon' },
  'wallet-unavailable': { code: 'round.unavailable' },
} satisfies Partial<Record<ErrorCode, Notice>>;

/** A refusal as the table says it: the engine's problem where the server sent one. */
function refusalOf(error: ApiFailure): Notice | null {
  if (isRecord(error.detail) && typeof error.detail.code === 'string') return error.detail as unknown as Notice;
  return PORT_NOTICE[error.code] ?? null;
}

export function remotePort<Bets, Decision, View, Event>(
  o: RemotePortOptions<Decision>,
): RoundPort<Bets, Decision, View, Event> {
  const { api, wallet } = o;
  const step = (answer: RoundAnswerOf<View, Event>): RoundStep<View, Event> => {
    wallet.seen(answer);
    if (answer.status === 'void') {
      // A malfunction voided the round (its stakes are back): the table says so and asks again.
      throw new RoundRefused({
        code: 'round.void',
        // A reason this build does not know is said as a malfunction of the rules.
        reason: knownVoidReason(answer.reason) ?? 'rules-error',
        round: { roundId: answer.roundId, returned: answer.returned },
      });
    }
    const { roundId, status, view, events, staked, returned, balance } = answer;
    return { roundId, status, view, events, staked, returned, balance };
  };
  const call = async (path: string, body: object): Promise<RoundStep<View, Event>> => {
    try {
      return step(await api.post<RoundAnswerOf<View, Event>>(path, body));
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.status === 0 || error.status >= 500) throw error;
      const notice = refusalOf(error);
      if (notice) throw new RoundRefused(notice);
      throw error;
    }
  };
  const table = encodeURIComponent(o.table);
  return {
    open: ({ requestId, bets }) =>
      call(`/v1/tables/${table}/rounds`, {
        requestId: apiRequestId(requestId),
        bets,
        ...(o.tier ? { tier: o.tier } : {}),
        ...(o.testSeed ? { testSeed: o.testSeed } : {}),
      }),
    act: ({ requestId, roundId, decision }) =>
      call(`/v1/rounds/${encodeURIComponent(roundId)}/actions`, {
        requestId: apiRequestId(requestId),
        action: o.action ? o.action(decision) : String(decision),
      }),
    resume: async () => {
      // The session says where the player has rounds open (this device's or another's since):
      // a table with none is not asked, so a page opens without a request the server must refuse.
      // (The read that opened the page, when it is that recent, says so already.)
      await wallet.refreshed(SESSION_FRESH_MS);
      if (wallet.openRound(o.game)?.table !== o.table) return null;
      try {
        return step(await api.get<RoundAnswerOf<View, Event>>(`/v1/tables/${table}/round`));
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'no-round') return null;
        throw error;
      }
    },
  };
}
