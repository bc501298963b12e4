/**
 * The two ledgers side by side, to the cent: the game server's `wallet_calls` (what it believes it
 * asked the operator's wallet, and the outcome it recorded) against the operator's transactions
 * (what really moved). After a fault run they must agree: every call the server counts as done
 * moved exactly that at the operator, every movement at the operator is one the server counts, a
 * debit the server rolled back is undone at the operator (or never happened there), each player's
 * net game money is the same on both sides, and nothing is still pending at the server.
 */
import type { OperatorTransaction } from './transactions';

/** A `wallet_calls` row of the game server (the columns this check reads). */
export interface ServerWalletCall {
  transaction_uuid: string;
  /** The server's player id (`op:<operator>:<playerId>`), or the operator's playerId itself. */
  player_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  amount: number;
  state: 'pending' | 'done' | 'declined' | 'rolled-back';
  reference_uuid: string | null;
  round_id?: string | null;
  round_closed?: boolean;
}

type CrossCheckKind =
  | 'pending'
  | 'missing-at-operator'
  | 'not-applied'
  | 'amount'
  | 'player'
  | 'kind'
  | 'reference'
  | 'undone-at-operator'
  | 'declined-but-applied'
  | 'rolled-back-but-applied'
  | 'unknown-to-server'
  | 'net';

interface CrossDifference {
  check: CrossCheckKind;
  transactionUuid?: string;
  playerId?: string;
  detail: string;
}

export interface CrossCheckReport {
  ok: boolean;
  differences: CrossDifference[];
}

/** `op:<operator>:<playerId>` → `<playerId>` (the server's prefix for an operator's player). */
export function operatorPlayerId(serverPlayerId: string): string {
  const m = /^op:[^:]+:(.+)$/.exec(serverPlayerId);
  return m?.[1] ?? serverPlayerId;
}

type GameTx = OperatorTransaction & { kind: 'debit' | 'credit' | 'rollback' };
const isGameTx = (t: OperatorTransaction): t is GameTx => t.kind !== 'adjustment';
/** Whether the operator accepted it (200): a zero credit moves nothing but is accepted. */
const accepted = (t: OperatorTransaction) => t.status === 200;

export function crossCheck(
  serverCalls: readonly ServerWalletCall[],
  operatorTxs: readonly OperatorTransaction[],
  playerOf: (serverPlayerId: string) => string = operatorPlayerId,
): CrossCheckReport {
  const differences: CrossDifference[] = [];
  const add = (check: CrossCheckKind, transactionUuid: string, playerId: string, detail: string) =>
    differences.push({ check, transactionUuid, playerId, detail });
  const ops = new Map(operatorTxs.filter(isGameTx).map((t) => [t.transactionUuid, t]));
  const undoneBy = new Map<string, GameTx>();
  for (const t of ops.values()) if (t.undoes) undoneBy.set(t.undoes, t);
  const server = new Map(serverCalls.map((c) => [c.transaction_uuid, c]));
  const net = new Map<string, { server: number; operator: number }>();
  const netOf = (player: string) => {
    let n = net.get(player);
    if (!n) {
      n = { server: 0, operator: 0 };
      net.set(player, n);
    }
    return n;
  };

  for (const c of serverCalls) {
    const uuid = c.transaction_uuid;
    const player = playerOf(c.player_id);
    const op = ops.get(uuid);
    if (c.state === 'pending') add('pending', uuid, player, `the server's ${c.kind} of ${c.amount} is still pending`);
    if (c.state === 'done' && c.kind !== 'rollback') netOf(player).server += c.kind === 'debit' ? -c.amount : c.amount;
    if (op && op.kind !== c.kind) {
      add('kind', uuid, player, `a ${c.kind} at the server, a ${op.kind} at the operator`);
      continue;
    }
    if (op && op.playerId !== player) {
      add('player', uuid, player, `the operator moved ${op.playerId}'s money`);
      continue;
    }
    const undo = undoneBy.get(uuid);
    const moved = op !== undefined && op.movement !== 0 && !undo;
    if (c.state === 'done') {
      if (!op) add('missing-at-operator', uuid, player, `the server's done ${c.kind} of ${c.amount} is unknown there`);
      else if (!accepted(op)) add('not-applied', uuid, player, `the operator refused it (${op.status})`);
      else if (c.kind === 'rollback') {
        if (op.referenceUuid !== c.reference_uuid) {
          add('reference', uuid, player, `rolls back ${op.referenceUuid} there, ${c.reference_uuid} here`);
        } else if (op.movement !== 0 && op.movement !== c.amount) {
          add('amount', uuid, player, `gave back ${op.movement} there, ${c.amount} here`);
        }
      } else if (op.amount !== c.amount) add('amount', uuid, player, `${op.amount} there, ${c.amount} here`);
      else if (undo)
        add('undone-at-operator', uuid, player, `the operator's rollback ${undo.transactionUuid} undid it`);
    } else if (c.state === 'declined' && moved) {
      add('declined-but-applied', uuid, player, `declined here, moved ${op.movement} there`);
    } else if (c.state === 'rolled-back' && moved) {
      add('rolled-back-but-applied', uuid, player, `rolled back here, but the operator kept ${op.movement}`);
    }
  }

  for (const t of ops.values()) {
    netOf(t.playerId).operator += t.movement;
    if (t.movement === 0) continue;
    const c = server.get(t.transactionUuid);
    const knownDone =
      c?.state === 'done' ||
      // a debit the server rolled back, undone at the operator by the rollback the server sent
      (c?.state === 'rolled-back' && t.kind === 'debit' && undoneBy.has(t.transactionUuid));
    if (!knownDone) {
      add(
        'unknown-to-server',
        t.transactionUuid,
        t.playerId,
        `the operator's ${t.kind} moved ${t.movement}; the server has it ${c ? `as ${c.state}` : 'nowhere'}`,
      );
    }
  }

  for (const [player, n] of net) {
    if (n.server !== n.operator) {
      differences.push({
        check: 'net',
        playerId: player,
        detail: `net game money ${n.server} at the server, ${n.operator} at the operator`,
      });
    }
  }
  return { ok: differences.length === 0, differences };
}
