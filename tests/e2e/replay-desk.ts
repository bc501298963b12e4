/**
 * A support desk's replay in the browser tests (issue 40): the game server with an operator and
 * its seamless wallet, one of the operator's players launched and playing through the API from
 * stacked test seeds (a blackjack split with a double on each hand, a roulette spin with an
 * announced bet), the round records as the server keeps them, and the desk's signed
 * `POST /v1/operator/replays` for each round's link.
 *
 * No vitest import here: a script takes the replay's screenshots with it too.
 */
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../../src/server/operators/signature';
import { addOperator } from '../../src/server/operators/store';
import { TestOperatorWallet } from '../server/support/operator-wallet';
import { type GameServer, startGameServer } from './server-harness';

const OPERATOR = 'desk-casino';
const PLAYER = 'carol';

/** The split and doubles: eights against a six at bj-h17-8deck, second cards dealt at once. */
export const SPLIT_SHOE = ['8S', '6H', '8D', 'TC', '3C', '2H', 'TD', 'KS', '9D', '4C', '5C', '7C'];
const ROULETTE_BETS = [
  { bet: 'split:17-20', amount: 100 },
  { bet: 'voisins', amount: 900 },
  { bet: 'red', amount: 500 },
];
export const ROULETTE_RESULT = 17;

export interface RoundRecord {
  roundId: string;
  game: string;
  status: string;
  staked: number;
  returned: number;
  balanceBefore: number | null;
  balanceAfter: number | null;
  cards: string[];
  decisions: string[];
  result?: number;
  outcome: { dealer?: string[]; seats?: { seat: number; hands: { cards: string[] }[] }[] };
}

export interface Desk {
  server: GameServer;
  /** The player's own session (the tests read the records with it). */
  token: string;
  blackjack: RoundRecord;
  roulette: RoundRecord;
  /** The desk's replay link of a round, relative to the server. */
  link(roundId: string): Promise<string>;
  /** Plays the split-and-double round with another session (a demo page's): its record. */
  play(token: string): Promise<RoundRecord>;
  stop(): Promise<void>;
}

async function call<T>(server: GameServer, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

type Answer = { roundId: string; status: string };

/** A player's mutating call, with its request id. */
const post = <T>(server: GameServer, token: string, path: string, body: object) =>
  call<T>(server, 'POST', path, { requestId: randomUUID(), ...body }, token);

/** The split of eights with a double on each hand, dealt from SPLIT_SHOE: its round id. */
async function splitAndDouble(server: GameServer, token: string): Promise<string> {
  let bj = await post<Answer>(server, token, '/v1/tables/bj-h17-8deck/rounds', {
    bets: [{ seat: 1, main: 500 }],
    testSeed: { shoe: SPLIT_SHOE },
  });
  for (const action of ['split', 'double', 'double'])
    bj = await post<Answer>(server, token, `/v1/rounds/${bj.roundId}/actions`, { action });
  if (bj.status !== 'settled') throw new Error('the split-and-double round did not settle');
  return bj.roundId;
}

/** A call of the operator's back end, signed over its raw body; each a second earlier than the last (accepted once). */
let lastSignedS = Number.POSITIVE_INFINITY;
async function signed<T>(server: GameServer, secret: string, path: string, body: unknown): Promise<T> {
  const raw = JSON.stringify(body);
  const nowS = Math.floor(Date.now() / 1000);
  lastSignedS = Math.min(nowS, lastSignedS - 1);
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(OPERATOR, secret, raw, lastSignedS) },
    body: raw,
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

export async function openDesk(distDir: string): Promise<Desk> {
  const [server, wallet] = await Promise.all([
    startGameServer({ distDir, wallet: 'seamless' }),
    TestOperatorWallet.start(),
  ]);
  const { secret } = await addOperator(server.db, { id: OPERATOR, name: 'Desk casino', walletUrl: wallet.url });
  wallet.secrets = [secret];
  // A wallet whose balance moves, so the rounds' balances are the ones it acknowledged.
  wallet.keeps = true;
  const launch = await signed<{ launchUrl: string }>(server, secret, '/v1/operator/sessions', {
    playerId: PLAYER,
    currency: 'EUR',
    operatorToken: `tok-${PLAYER}`,
    lang: 'en',
    game: 'blackjack',
    table: 'bj-h17-8deck',
    lobbyUrl: 'https://casino.example/lobby',
  });
  const code = new URL(launch.launchUrl).searchParams.get('launch');
  const { token } = await call<{ token: string }>(server, 'POST', '/v1/sessions/exchange', { launch: code });
  const record = (id: string, as = token) => call<RoundRecord>(server, 'GET', `/v1/rounds/${id}`, undefined, as);
  const split = async (as: string) => {
    const round = await splitAndDouble(server, as);
    return record(round, as);
  };
  const spin = await post<Answer>(server, token, '/v1/tables/roulette-european/rounds', {
    bets: ROULETTE_BETS,
    testSeed: { result: ROULETTE_RESULT },
  });
  if (spin.status !== 'settled') throw new Error('the desk’s spin did not settle');
  return {
    server,
    token,
    blackjack: await split(token),
    roulette: await record(spin.roundId),
    play: split,
    link: async (roundId) =>
      (await signed<{ url: string }>(server, secret, '/v1/operator/replays', { playerId: PLAYER, roundId })).url,
    stop: async () => {
      await server.stop();
      await wallet.stop();
    },
  };
}
