/**
 * A tiny operator wallet for tests: a real HTTP server on 127.0.0.1 (port 0) that checks the game
 * server's signature on every call and answers as SERVER.md's wallet protocol says. The player's
 * `operatorToken` picks the answer: `invalid` → session-invalid, `blocked` → player-blocked,
 * `boom` → a 500; anything else → the player's balance. Every call is recorded. With `keeps`, the
 * balance moves as a real wallet's does (a debit takes, a credit pays, a rollback gives its debit
 * back; a transaction seen before answers as it did), so acknowledged balances can be checked.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSignature } from '../../../src/server/operators/signature';

export interface WalletCall {
  op: string;
  body: Record<string, unknown>;
  operatorId: string | undefined;
  /** Whether the call was signed with one of the wallet's secrets (it is refused otherwise). */
  signed: boolean;
}

export class TestOperatorWallet {
  readonly calls: WalletCall[] = [];
  /** The operator's keys the wallet accepts. */
  secrets: string[] = [];
  readonly balances = new Map<string, number>();
  defaultBalance = 25_000;
  keeps = false;
  private readonly done = new Map<string, { amount: number; balance: number }>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TestOperatorWallet> {
    let wallet: TestOperatorWallet | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = wallet?.answer(req.url ?? '', req.headers, raw) ?? { status: 500, body: {} };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    wallet = new TestOperatorWallet(server, `http://127.0.0.1:${port}/wallet`);
    return wallet;
  }

  private answer(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    raw: string,
  ): { status: number; body: unknown } {
    const op = url.replace(/^\/wallet\//, '');
    const signed = checkSignature(headers, raw, this.secrets) === null;
    const body = JSON.parse(raw) as Record<string, unknown>;
    const operatorId = typeof headers['x-operator-id'] === 'string' ? headers['x-operator-id'] : undefined;
    this.calls.push({ op, body, operatorId, signed });
    if (!signed) return { status: 401, body: { error: { code: 'bad-signature' } } };
    if (body.operatorToken === 'invalid') return { status: 401, body: { error: { code: 'session-invalid' } } };
    if (body.operatorToken === 'blocked') return { status: 403, body: { error: { code: 'player-blocked' } } };
    if (body.operatorToken === 'boom') return { status: 500, body: { error: { code: 'internal' } } };
    const player = String(body.playerId);
    let balance = this.balances.get(player) ?? this.defaultBalance;
    const uuid = typeof body.transactionUuid === 'string' ? body.transactionUuid : null;
    if (this.keeps && uuid !== null && op !== 'balance') {
      const seen = this.done.get(uuid);
      if (seen) return { status: 200, body: { balance: seen.balance, transactionUuid: uuid } };
      const amount = Number(body.amount ?? 0);
      const undone =
        typeof body.referenceTransactionUuid === 'string'
          ? (this.done.get(body.referenceTransactionUuid)?.amount ?? 0)
          : 0;
      balance += op === 'debit' ? -amount : op === 'credit' ? amount : op === 'rollback' ? undone : 0;
      this.balances.set(player, balance);
      this.done.set(uuid, { amount: op === 'debit' ? amount : 0, balance });
    }
    return { status: 200, body: { balance, transactionUuid: uuid ?? randomUUID() } };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
