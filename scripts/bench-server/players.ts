/**
 * Simulated players for the server benchmark: each creates a demo session and plays blackjack
 * rounds over HTTP until the deadline (a round: its opening call, then hit below 12, insurance
 * declined, stand otherwise), one call at a time, as a table would. Every call's latency is kept.
 * The players share the machine with the server they measure, so each is a cheap client: Node's
 * own HTTP client on one kept-alive connection (fetch's streams cost about twice its CPU a call).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

export interface CallTimes {
  open: number[];
  action: number[];
  errors: Record<string, number>;
  rounds: number;
}

interface RoundAnswer {
  roundId: string;
  status: string;
  legal: string[];
  view: { seats?: { hands?: { cards: string[] }[] }[]; turn?: { seat: number; hand: number } | null };
}

const VALUES: Record<string, number> = { A: 11, T: 10, J: 10, Q: 10, K: 10 };

function handTotal(cards: string[]): number {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = VALUES[c[0] as string] ?? Number(c[0]);
    total += v;
    if (c[0] === 'A') aces++;
  }
  while (total > 21 && aces-- > 0) total -= 10;
  return total;
}

function decide(r: RoundAnswer): string {
  if (r.legal.includes('insurance:no')) return 'insurance:no';
  if (r.legal.includes('even-money:no')) return 'even-money:no';
  const turn = r.view.turn;
  const hand = turn ? r.view.seats?.[turn.seat]?.hands?.[turn.hand] : undefined;
  return hand && handTotal(hand.cards) < 12 && r.legal.includes('hit') ? 'hit' : 'stand';
}

export async function playUntil(base: string, table: string, deadline: number, times: CallTimes): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const post = (path: string, body: unknown, token?: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        base + path,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
            } catch (e) {
              reject(e);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const session = await post('/v1/sessions', {
    requestId: randomUUID(),
    mode: 'demo',
    currency: 'EUR',
    balance: 1_000_000_000,
    lang: 'en',
  });
  const token = session.body.token as string;
  const timed = async (kind: 'open' | 'action', path: string, body: unknown) => {
    const t0 = performance.now();
    const r = await post(path, body, token);
    times[kind].push(performance.now() - t0);
    if (r.status >= 300) {
      const code = `${r.status} ${(r.body.error as { code?: string } | undefined)?.code ?? ''}`;
      times.errors[code] = (times.errors[code] ?? 0) + 1;
      return null;
    }
    return r.body as unknown as RoundAnswer;
  };
  while (performance.now() < deadline) {
    let r = await timed('open', `/v1/tables/${table}/rounds`, {
      requestId: randomUUID(),
      bets: [{ seat: 1, main: 100 }],
    });
    while (r && r.status === 'open') {
      r = await timed('action', `/v1/rounds/${r.roundId}/actions`, { requestId: randomUUID(), action: decide(r) });
    }
    if (r) times.rounds++;
  }
  agent.destroy();
}
