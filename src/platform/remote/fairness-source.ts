/**
 * What the history panel's fairness section needs (SERVER.md "Provably fair"): the player's seeds
 * as they stand, a rotation (a new client seed; the old server seed revealed), and a finished
 * round checked in this browser against the revealed seed. server/fairness.ts implements it on
 * the game server's API; tests give their own.
 */
import type { SeedState } from '../../contract/sessions';

/** The seeds the next shuffle or spin is dealt from: the server seed only as its hash (as the session states them). */
export type FairnessState = SeedState;

export interface RotateResult {
  /** The seed just retired, now shown in full. */
  revealed: FairnessState & { serverSeed: string };
  next: FairnessState;
}

/** What a round's check found. */
export type VerifyOutcome =
  /** The revealed seed deals exactly the round's cards (or its number). */
  | { status: 'match'; game: string; shown: string[] | number }
  /**
   * It does not: what the seed deals against what the round showed. `about: 'seed'`: the revealed
   * seed is not the one committed before play (expected: the committed hash, shown: the revealed
   * seed's hash), so nothing it deals proves anything.
   */
  | {
      status: 'mismatch';
      game: string;
      expected: string[] | number;
      shown: string[] | number;
      about?: 'seed';
    }
  /** The round's seed is still in use: it is revealed (and the round checkable) after a rotation. */
  | { status: 'unrevealed' }
  /** The round has nothing to check (a void round dealt nothing; a test round). */
  | { status: 'unverifiable' };

export interface FairnessSource {
  current(): Promise<FairnessState>;
  /** Refused (ApiFailure `round-in-progress`) while a round is open. */
  rotate(clientSeed: string): Promise<RotateResult>;
  verify(roundId: string): Promise<VerifyOutcome>;
}
