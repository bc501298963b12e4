/**
 * The HTTP side of the seamless wallet (SERVER.md "Seamless wallet"): one signed POST to the
 * operator's `{walletUrl}/balance | /debit | /credit | /rollback`, with a fresh `requestUuid` for
 * every attempt and a 3 s timeout. The outcome says whether the money moved: `ok` (it did, with
 * the operator's balance), `declined` (a final refusal: it did not) or `unknown` (a timeout, a
 * dropped connection, a 5xx or an answer that cannot be read: it may have).
 */
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../operators/signature';

const WALLET_TIMEOUT_MS = 3000;

export type WalletOp = 'balance' | 'debit' | 'credit' | 'rollback';

/** The operator's final refusals: the money did not move. */
const DECLINE_CODES = ['insufficient-funds', 'player-blocked', 'session-invalid', 'limit-exceeded'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

export interface WalletRequest {
  transactionUuid?: string;
  referenceTransactionUuid?: string;
  playerId: string;
  operatorToken: string;
  roundId?: string;
  roundClosed?: boolean;
  amount?: number;
  currency: string;
}

export type WalletOutcome =
  | { kind: 'ok'; balance: number; ms: number }
  | { kind: 'declined'; code: DeclineCode; ms: number }
  | { kind: 'unknown'; error: string; ms: number };

export interface WalletEndpoint {
  operatorId: string;
  walletUrl: string;
  /** The operator's newest key: the server signs its calls with it. */
  secret: string;
}

export interface WalletClientOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Each call's outcome and time, for the metrics. */
  observe?: (op: WalletOp, outcome: WalletOutcome) => void;
}

export class SeamlessWalletClient {
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;
  constructor(private readonly options: WalletClientOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? WALLET_TIMEOUT_MS;
    this.fetchFn = options.fetch ?? fetch;
  }

  async call(endpoint: WalletEndpoint, op: WalletOp, request: WalletRequest): Promise<WalletOutcome> {
    const started = performance.now();
    const outcome = await this.attempt(endpoint, op, request, started);
    this.options.observe?.(op, outcome);
    return outcome;
  }

  private async attempt(
    endpoint: WalletEndpoint,
    op: WalletOp,
    request: WalletRequest,
    started: number,
  ): Promise<WalletOutcome> {
    const ms = () => Math.round(performance.now() - started);
    const raw = JSON.stringify({ requestUuid: randomUUID(), ...request });
    const url = `${endpoint.walletUrl.replace(/\/+$/, '')}/${op}`;
    let res: Response;
    let text: string;
    try {
      res = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(endpoint.operatorId, endpoint.secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      const name = (e as Error).name;
      return {
        kind: 'unknown',
        error: name === 'TimeoutError' ? 'timeout' : `connection: ${(e as Error).message}`,
        ms: ms(),
      };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'unknown', error: `HTTP ${res.status}: not JSON`, ms: ms() };
    }
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    if (res.status < 500 && typeof code === 'string' && (DECLINE_CODES as readonly string[]).includes(code)) {
      return { kind: 'declined', code: code as DeclineCode, ms: ms() };
    }
    const balance = (body as { balance?: unknown } | null)?.balance;
    if (res.status === 200 && typeof balance === 'number' && Number.isSafeInteger(balance)) {
      return { kind: 'ok', balance, ms: ms() };
    }
    return { kind: 'unknown', error: `HTTP ${res.status}${typeof code === 'string' ? ` ${code}` : ''}`, ms: ms() };
  }
}
