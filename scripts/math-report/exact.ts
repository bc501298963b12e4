/**
 * Figures of a bet whose every outcome and its chance are known (baccarat from the engine's
 * enumeration of the shoe, roulette from its 37 pockets, Perfect Pairs and insurance from the
 * shoe's composition): return, hit frequency, standard deviation and largest win, exactly, with
 * no interval. Nets are in minor units for a given stake, as the engine settles them.
 */

export interface Outcome {
  /** Returned − staked for this outcome, in minor units. */
  net: number;
  probability: number;
  /** What it is ("Banker wins", "17"); optional. */
  label?: string;
}

export interface ExactFigures {
  method: 'exact';
  /** The stake the nets are for, in minor units. */
  stake: number;
  rtp: number;
  /** The return as a fraction of whole numbers where the chances are (roulette: "36/37"). */
  rtpFraction?: string;
  /** Share of rounds the bet ends ahead (net > 0), level (= 0), behind (< 0). */
  hitFrequency: number;
  pushFrequency: number;
  lossFrequency: number;
  /** Standard deviation of the net per unit staked. */
  sd: number;
  /** The largest net, as a multiple of the stake ("pays 35 to 1" is 35). */
  largestWin: number;
  outcomes: Outcome[];
}

/** Merges outcomes with the same net (their chances add) and sorts them by net. */
function merged(outcomes: readonly Outcome[]): Outcome[] {
  const byNet = new Map<number, Outcome>();
  for (const o of outcomes) {
    if (o.probability === 0) continue;
    const seen = byNet.get(o.net);
    if (seen) {
      seen.probability += o.probability;
      if (o.label && seen.label !== o.label) seen.label = seen.label ? `${seen.label}; ${o.label}` : o.label;
    } else byNet.set(o.net, { ...o });
  }
  return [...byNet.values()].sort((a, b) => a.net - b.net);
}

export function exactFigures(stake: number, outcomes: readonly Outcome[], rtpFraction?: string): ExactFigures {
  const list = merged(outcomes);
  let mean = 0;
  let hit = 0;
  let push = 0;
  for (const o of list) {
    mean += (o.net / stake) * o.probability;
    if (o.net > 0) hit += o.probability;
    else if (o.net === 0) push += o.probability;
  }
  let variance = 0;
  for (const o of list) variance += o.probability * (o.net / stake - mean) ** 2;
  const top = list[list.length - 1];
  return {
    method: 'exact',
    stake,
    rtp: 1 + mean,
    ...(rtpFraction ? { rtpFraction } : {}),
    hitFrequency: hit,
    pushFrequency: push,
    lossFrequency: 1 - hit - push,
    sd: Math.sqrt(variance),
    largestWin: top && top.net > 0 ? top.net / stake : 0,
    outcomes: list,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** `a/b` reduced, for whole numbers. */
export function fraction(a: number, b: number): string {
  const d = gcd(a, b) || 1;
  return `${a / d}/${b / d}`;
}
