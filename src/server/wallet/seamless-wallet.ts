/**
 * The seamless wallet as the server uses it: the operator's endpoint (cached briefly), a call for
 * a player, and the delivery of one queued credit or rollback. Delivery claims the call first (its
 * next attempt moved past the 3 s timeout) so two processes do not send it at once, sends it with
 * no transaction open, then records the answer: acknowledged, or tried again later with backoff,
 * never given up (SERVER.md "Seamless wallet").
 */
import type { Minor } from '../../engine/shared/money';
import type { Db, Sql } from '../db/db';
import { walletEndpoint } from './endpoint';
import type { SeamlessWalletClient, WalletEndpoint, WalletOp, WalletOutcome, WalletRequest } from './seamless-client';
import { markDone, type WalletCallRow } from './wallet-calls';

/** Seconds before a claimed call may be claimed again (its attempt has timed out by then). */
const CLAIM_S = 15;
/** Backoff between attempts: 1 s, 2 s, 4 s … at most a minute. */
const retryDelayS = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

export interface DeliverOptions {
  /** The first attempt, made by the call that queued it right after its commit (not yet due for the outbox). */
  first?: boolean;
  /** Written in the same commit as the acknowledgement (the call's answer, now final). */
  onAcknowledged?: (tx: Sql, balance: Minor) => Promise<void>;
}

export interface WalletPlayer {
  operatorId: string;
  /** The operator's own id for the player. */
  playerId: string;
  operatorToken: string;
  currency: string;
}

export class SeamlessWallet {
  private readonly endpoints = new Map<string, { at: number; endpoint: Promise<WalletEndpoint> }>();

  constructor(
    private readonly db: Db,
    readonly client: SeamlessWalletClient,
    private readonly endpointTtlMs = 30_000,
  ) {}

  endpoint(operatorId: string): Promise<WalletEndpoint> {
    const cached = this.endpoints.get(operatorId);
    if (cached && Date.now() - cached.at < this.endpointTtlMs) return cached.endpoint;
    const endpoint = walletEndpoint(this.db, operatorId);
    endpoint.catch(() => this.endpoints.delete(operatorId));
    this.endpoints.set(operatorId, { at: Date.now(), endpoint });
    return endpoint;
  }

  async call(
    player: WalletPlayer,
    op: WalletOp,
    request: Omit<WalletRequest, 'playerId' | 'operatorToken' | 'currency'>,
  ) {
    const endpoint = await this.endpoint(player.operatorId);
    return this.client.call(endpoint, op, {
      playerId: player.playerId,
      operatorToken: player.operatorToken,
      currency: player.currency,
      ...request,
    });
  }

  /**
   * Sends the queued credit or rollback `uuid` when it is due and not being sent elsewhere; the
   * outcome (null: nothing to send). The money call runs with no transaction open.
   */
  async deliver(uuid: string, o: DeliverOptions = {}): Promise<WalletOutcome | null> {
    const due = o.first ? 'w.attempts = 0' : 'w.next_attempt_at <= now()';
    const [call] = await this.db.query<WalletCallRow & WalletPlayer>(
      `update wallet_calls w set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_S})
         from players p
        where w.transaction_uuid = $1 and w.state = 'pending' and w.kind <> 'debit' and ${due}
          and p.id = w.player_id
       returning w.*, p.operator_id as "operatorId", p.external_id as "playerId", p.currency,
         coalesce((select s.operator_token from sessions s where s.player_id = p.id
                    order by s.created_at desc limit 1), '') as "operatorToken"`,
      [uuid],
    );
    if (!call) return null;
    const outcome = await this.call(call, call.kind, {
      transactionUuid: call.transaction_uuid,
      ...(call.reference_uuid ? { referenceTransactionUuid: call.reference_uuid } : {}),
      ...(call.round_id ? { roundId: call.round_id } : {}),
      roundClosed: call.round_closed,
      amount: call.amount,
    });
    await this.record(call, outcome, o.onAcknowledged);
    return outcome;
  }

  private async record(call: WalletCallRow, outcome: WalletOutcome, then?: DeliverOptions['onAcknowledged']) {
    if (outcome.kind === 'ok') {
      await this.db.transaction(async (tx) => {
        await markDone(tx, call.transaction_uuid, outcome.balance);
        await then?.(tx, outcome.balance);
      });
      return;
    }
    // A credit or rollback is owed to the player: a refusal is retried as a failure is.
    const why = outcome.kind === 'declined' ? `declined: ${outcome.code}` : outcome.error;
    await this.db.query(
      `update wallet_calls set next_attempt_at = now() + make_interval(secs => $2), last_error = $3
        where transaction_uuid = $1 and state = 'pending'`,
      [call.transaction_uuid, retryDelayS(call.attempts), why],
    );
  }

  /** The player's balance at the operator, kept as the last known one; null when the wallet does not say. */
  async balance(player: WalletPlayer, internalId: string): Promise<Minor | null> {
    const outcome = await this.call(player, 'balance', {});
    if (outcome.kind !== 'ok') return null;
    await this.db.query('update players set balance = $2, balance_at = now() where id = $1', [
      internalId,
      outcome.balance,
    ]);
    return outcome.balance;
  }
}
