/** One difference `reconcile` reports: what kind, whose, which round, and the figures that disagree. */
export interface Difference {
  kind: string;
  playerId?: string;
  roundId?: string;
  expected?: number;
  found?: number;
  message?: string;
}
