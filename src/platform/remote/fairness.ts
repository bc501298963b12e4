/**
 * The history panel's fairness section on the game server's API (SERVER.md "Provably fair"): the
 * seeds as the session states them, a rotation, and a finished round fetched in full and checked
 * in this browser (round-verify.ts) against the seed the rotation revealed.
 *
 * The check needs SHA-256 and HMAC (@noble/hashes, through engine/shared/fair.ts): it is loaded
 * with `import()` on the first VERIFY, so neither this file nor the page's first download carries it.
 */
import type { RotateAnswer } from '../../contract/fairness';
import type { RoundRecordAnswer } from '../../contract/history';
import type { SessionAnswer } from '../../contract/sessions';
import { newRequestId, type ServerApi } from './api';
import type { FairnessSource, FairnessState, RotateResult, VerifyOutcome } from './fairness-source';

/** The three fields of a seed state, whatever else the answer carries. */
const stateOf = (s: FairnessState): FairnessState => ({
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

export class ServerFairness implements FairnessSource {
  constructor(private readonly api: ServerApi) {}

  async current(): Promise<FairnessState> {
    return stateOf((await this.api.get<Pick<SessionAnswer, 'fairness'>>('/v1/session')).fairness);
  }

  /** Throws ApiFailure `round-in-progress` (409) while a round is open, `bad-request` for a bad seed. */
  async rotate(clientSeed: string): Promise<RotateResult> {
    const answer = await this.api.post<RotateAnswer>('/v1/fairness/rotate', { requestId: newRequestId(), clientSeed });
    return {
      revealed: { ...stateOf(answer.revealed), serverSeed: answer.revealed.serverSeed },
      next: stateOf(answer.next),
    };
  }

  /** Throws ApiFailure `not-found` (no such round of this player) or `no-round` (still open). */
  async verify(roundId: string): Promise<VerifyOutcome> {
    const [record, { verifyRecord }] = await Promise.all([
      // Checked field by field there: a record from another build's server may differ.
      this.api.get<RoundRecordAnswer>(`/v1/rounds/${encodeURIComponent(roundId)}`),
      import('./round-verify'),
    ]);
    return verifyRecord(record);
  }
}
