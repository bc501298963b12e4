/**
 * A game server with WALLET=seamless and the reference operator (tools/operator) as its wallet,
 * both real HTTP on 127.0.0.1 (the game server in process, driven with `inject`): operator players
 * launched through the signed launch call and the one-time code, the operator's faults to set, the
 * outbox run on demand, and both ledgers checked side by side.
 */
import { randomUUID } from 'node:crypto';
import { addOperator } from '../../../src/server/operators/store';
import { reconcile } from '../../../src/server/reconcile';
import { expireRounds } from '../../../src/server/rounds/expire';
import { WalletOutbox } from '../../../src/server/wallet/outbox';
import { SeamlessWalletClient } from '../../../src/server/wallet/seamless-client';
import { SeamlessWallet } from '../../../src/server/wallet/seamless-wallet';
import { crossCheck, type ServerWalletCall } from '../../../tools/operator/cross-check';
import { type ReferenceOperator, startReferenceOperator } from '../../../tools/operator/operator';
import { type DbKind, Player, TestServer } from './api';
import { launchBody, signedLaunch } from './operator-launch';

const OPERATOR = 'refcasino';

export class SeamlessTable {
  private constructor(
    readonly server: TestServer,
    readonly operator: ReferenceOperator,
    private readonly secret: string,
  ) {}

  static async start(kind: DbKind): Promise<SeamlessTable> {
    const server = await TestServer.start(kind, { wallet: 'seamless', publicUrl: 'https://games.example' });
    const operator = await startReferenceOperator({ operatorId: OPERATOR, secret: 'f'.repeat(64) });
    const { secret } = await addOperator(server.db, { id: OPERATOR, name: 'Reference', walletUrl: operator.walletUrl });
    operator.setSecrets([secret]);
    return new SeamlessTable(server, operator, secret);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.operator.close();
  }

  /** An operator's player with `balance` at the operator, launched at `table` and playing. */
  async player(playerId: string, balance: number, table = 'bj-h17-8deck'): Promise<Player> {
    await this.operator.setPlayer({ playerId, balance });
    const operatorToken = await this.operator.issueToken(playerId);
    const game = table.startsWith('bj') ? 'blackjack' : table.startsWith('baccarat') ? 'baccarat' : 'roulette';
    const launched = await signedLaunch(this.server.app, launchBody(playerId, { operatorToken, game, table }), {
      operatorId: OPERATOR,
      secret: this.secret,
    });
    if (launched.status !== 201) throw new Error(`launch: ${launched.status} ${JSON.stringify(launched.body)}`);
    const code = new URL(launched.body.launchUrl as string).searchParams.get('launch');
    const exchanged = await this.server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
    if (exchanged.status !== 201) throw new Error(`exchange: ${exchanged.status} ${JSON.stringify(exchanged.body)}`);
    return new Player(this.server, exchanged.body.token);
  }

  /** The operator's balance for the player (its ledger, the truth). */
  async operatorBalance(playerId: string): Promise<number> {
    const [row] = await this.operator.db.query<{ balance: number }>(
      'select balance from wallets where player_id = $1',
      [playerId],
    );
    return Number(row?.balance);
  }

  async walletCalls(): Promise<ServerWalletCall[]> {
    return this.server.db.query<ServerWalletCall>(
      'select transaction_uuid, player_id, kind, amount, state, reference_uuid, round_id, round_closed from wallet_calls',
    );
  }

  /**
   * Runs the outbox as any server process would, time moved on (every call due now), until the
   * operator owes nothing or `passes` run out; how many calls are still pending.
   */
  async drain(passes = 10): Promise<number> {
    const outbox = new WalletOutbox(this.server.db, new SeamlessWallet(this.server.db, new SeamlessWalletClient()), {
      leaseMs: 0,
      sweep: () => expireRounds(this.server.db),
    });
    for (let i = 0; i < passes; i++) {
      await this.server.db.query(`update wallet_calls set next_attempt_at = now() where state = 'pending'`);
      await outbox.runOnce();
      const [left] = await this.server.db.query<{ n: number }>(
        `select count(*)::int8 as n from wallet_calls where state = 'pending'`,
      );
      if (Number(left?.n) === 0) return 0;
    }
    const [left] = await this.server.db.query<{ n: number }>(
      `select count(*)::int8 as n from wallet_calls where state = 'pending'`,
    );
    return Number(left?.n);
  }

  /** Both ledgers: the game server's reconcile, the operator's own check and the two side by side. */
  async ledgers() {
    const [server, operator, cross] = await Promise.all([
      reconcile(this.server.db),
      this.operator.reconcile(),
      this.walletCalls().then(async (calls) => crossCheck(calls, await this.operator.transactions())),
    ]);
    return { server, operator, cross };
  }
}

export const requestId = () => randomUUID();
