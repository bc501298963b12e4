/**
 * This session's play for the regulator's figures (net position, session time, the reality
 * check): when it began, what its rounds staked and returned. Fed by the round reporter as each
 * round ends on the table; kept in this tab's sessionStorage under the session, so a reload goes
 * on counting while a new launch (a new session) starts at zero. A stored tally that cannot be
 * read starts again rather than stop the game.
 */
import type { Minor } from '../engine/shared/money';
import type { StorageLike } from './storage';

export interface TallyFigures {
  /** When the session began (ms since the epoch, the page's clock). */
  readonly startedAt: number;
  /** Every stake this session's rounds took (doubles, splits and insurance included). */
  readonly staked: Minor;
  readonly returned: Minor;
  readonly rounds: number;
}

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function readFigures(storage: StorageLike | null, key: string): TallyFigures | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    return isCount(v.startedAt) && isCount(v.staked) && isCount(v.returned) && isCount(v.rounds)
      ? { startedAt: v.startedAt, staked: v.staked, returned: v.returned, rounds: v.rounds }
      : null;
  } catch {
    return null;
  }
}

export class SessionTally {
  private current: TallyFigures;
  private readonly listeners = new Set<(figures: TallyFigures) => void>();
  private readonly key: string;

  /**
   * `scope` names the session (the server's session id, or this page's play money currency);
   * `storage` is the tab's sessionStorage (null: memory only).
   */
  constructor(
    scope: string,
    private readonly storage: StorageLike | null,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = `felt.tally.${scope}`;
    this.current = readFigures(storage, this.key) ?? { startedAt: now(), staked: 0, returned: 0, rounds: 0 };
    this.save();
  }

  figures(): TallyFigures {
    return this.current;
  }

  /** Returns minus stakes: what the player is up (positive) or down this session. */
  net(): Minor {
    return this.current.returned - this.current.staked;
  }

  elapsedMs(): number {
    return Math.max(0, this.now() - this.current.startedAt);
  }

  /** A round the table has shown to its end. */
  record(round: { staked: Minor; returned: Minor }): void {
    const c = this.current;
    this.current = {
      ...c,
      staked: c.staked + round.staked,
      returned: c.returned + round.returned,
      rounds: c.rounds + 1,
    };
    this.save();
    for (const listener of this.listeners) listener(this.current);
  }

  /** Called after every round recorded; returns the unsubscribe. */
  onChange(listener: (figures: TallyFigures) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private save(): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.current));
    } catch {
      // Not kept: a reload starts the count again; the figures on screen stay right meanwhile.
    }
  }
}

/** Session time as the HUD shows it: h:mm:ss. */
export function formatSessionTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
