/**
 * The distribution of a round's net result (returned − staked, in minor units) for `sim`'s
 * `round` block: each chunk counts how many rounds ended on each net, the chunks' counts are added
 * (whole numbers below 2^53, so exactly, whatever the number of workers), and the figures are
 * read off the merged counts in ascending order of net, so one worker and eight print the same.
 */

/** Rounds per net result: the key is the net in minor units ("-100", "150"). */
export type NetCounts = Record<string, number>;

export interface RoundFigures {
  /** The round's initial stake in minor units: netMean and netStdDev are in units of it. */
  stake: number;
  rounds: number;
  /** Share of rounds whose net is above 0 (the player is ahead after the round). */
  hitFrequency: number;
  /** Share of rounds whose net is 0. */
  pushFrequency: number;
  /** Share of rounds whose net is below 0. */
  lossFrequency: number;
  /** Mean net per round ÷ stake (RTP per initial stake − 1). */
  netMean: number;
  /** Standard deviation of a round's net ÷ stake. */
  netStdDev: number;
  /** The largest and smallest net a round of this run ended on, in minor units. */
  largestNetSeen: number;
  smallestNetSeen: number;
  distribution: NetCounts;
}

/** Counts of nets, added to and merged; the figures of what was counted. */
export class NetDistribution {
  private readonly counts = new Map<number, number>();

  add(net: number, count = 1): void {
    if (count === 0) return;
    this.counts.set(net, (this.counts.get(net) ?? 0) + count);
  }

  merge(counts: NetCounts): void {
    for (const [net, count] of Object.entries(counts)) this.add(Number(net), count);
  }

  /** The counts as a chunk hands them back (ascending net). */
  toCounts(): NetCounts {
    const out: NetCounts = {};
    for (const [net, count] of this.sorted()) out[String(net)] = count;
    return out;
  }

  private sorted(): [number, number][] {
    return [...this.counts].sort((a, b) => a[0] - b[0]);
  }

  figures(stake: number): RoundFigures {
    const entries = this.sorted();
    let n = 0;
    let wins = 0;
    let pushes = 0;
    let total = 0;
    for (const [net, count] of entries) {
      n += count;
      total += (net / stake) * count;
      if (net > 0) wins += count;
      else if (net === 0) pushes += count;
    }
    const mean = n > 0 ? total / n : 0;
    // Around the mean, over the few distinct nets: no cancellation of large sums of squares.
    let ss = 0;
    for (const [net, count] of entries) ss += count * (net / stake - mean) ** 2;
    return {
      stake,
      rounds: n,
      hitFrequency: n > 0 ? wins / n : 0,
      pushFrequency: n > 0 ? pushes / n : 0,
      lossFrequency: n > 0 ? (n - wins - pushes) / n : 0,
      netMean: mean,
      netStdDev: n > 1 ? Math.sqrt(ss / (n - 1)) : 0,
      largestNetSeen: entries.length > 0 ? (entries[entries.length - 1] as [number, number])[0] : 0,
      smallestNetSeen: entries.length > 0 ? (entries[0] as [number, number])[0] : 0,
      distribution: this.toCounts(),
    };
  }
}
