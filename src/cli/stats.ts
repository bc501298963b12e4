/**
 * Return-to-player accounting for simulations. RTP is Σ returned ÷ Σ wagered over rounds; its 95 %
 * interval treats it as a ratio estimator (stakes vary with doubles and splits), with the
 * delta-method variance Var(returned − rtp × wagered) / (n × mean(wagered)²).
 */
export interface BetFigures {
  wagered: number;
  returned: number;
  rtp: number;
  ci95: number;
}

/** An accumulator's raw sums: what a worker thread hands back, merged exactly (integers below 2^53). */
export interface RtpSums {
  n: number;
  w: number;
  r: number;
  ww: number;
  rr: number;
  rw: number;
}

export class RtpAccumulator {
  private n = 0;
  private w = 0;
  private r = 0;
  private ww = 0;
  private rr = 0;
  private rw = 0;

  /** Adds one round's stake and return for this bet (in minor units; a round without the bet adds nothing). */
  add(wagered: number, returned: number): void {
    if (wagered === 0 && returned === 0) return;
    this.n++;
    this.w += wagered;
    this.r += returned;
    this.ww += wagered * wagered;
    this.rr += returned * returned;
    this.rw += returned * wagered;
  }

  /** `count` rounds that each staked `wagered` and got `returned` back: `add` that many times, at once. */
  addMany(count: number, wagered: number, returned: number): void {
    if (count === 0 || (wagered === 0 && returned === 0)) return;
    this.n += count;
    this.w += count * wagered;
    this.r += count * returned;
    this.ww += count * wagered * wagered;
    this.rr += count * returned * returned;
    this.rw += count * returned * wagered;
  }

  sums(): RtpSums {
    return { n: this.n, w: this.w, r: this.r, ww: this.ww, rr: this.rr, rw: this.rw };
  }

  merge(s: RtpSums): void {
    this.n += s.n;
    this.w += s.w;
    this.r += s.r;
    this.ww += s.ww;
    this.rr += s.rr;
    this.rw += s.rw;
  }

  figures(): BetFigures {
    const { n, w, r } = this;
    if (n === 0 || w === 0) return { wagered: w, returned: r, rtp: 0, ci95: 0 };
    const rtp = r / w;
    const meanW = w / n;
    // Σ (r_i − rtp w_i)² = Σr² − 2 rtp Σrw + rtp² Σw²
    const ss = this.rr - 2 * rtp * this.rw + rtp * rtp * this.ww;
    const variance = n > 1 ? Math.max(0, ss) / (n - 1) : 0;
    const se = Math.sqrt(variance / n) / meanW;
    return { wagered: w, returned: r, rtp, ci95: 1.959964 * se };
  }
}
