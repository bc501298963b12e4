/**
 * Several runs of the same stepped animation as one: each frame's JavaScript is the least any run
 * measured for it. The animation is the same in every run (the same seed, the same bets, the page
 * clock stepped 16.7 ms at a time), so frame N does the same work in each; what differs is what
 * else this 2-core machine ran meanwhile (the software GPU's threads, the browser's own), which
 * lands on random frames as 2–15 ms of wall time the page's JavaScript did not spend. A frame's
 * least time over the runs is its own cost; each run's own p95 is kept beside it.
 */

/** What the merge reads of a step (step-script.ts records more). */
export interface TimedStep {
  /** The page clock after the step (ms); its start differs play to play. */
  t: number;
  rendered: boolean;
  js: number;
  jsRaw: number;
  gl: number;
}

/** The frames of the first run, each with the JavaScript of the run that spent least on it. */
export function leastOfRuns<F extends TimedStep>(runs: readonly (readonly F[])[]): F[] {
  const [first, ...others] = runs;
  if (!first) return [];
  // Each play's clock starts where the page's real clock was; its steps are 16.7 ms from there,
  // so a step's time since the play's first step, rounded, is the same step in every play.
  const key = (run: readonly F[], t: number) => Math.round((t - (run[0]?.t ?? 0)) * 10);
  const byClock = others.map((run) => new Map(run.filter((f) => f.rendered).map((f) => [key(run, f.t), f])));
  return first.map((f) => {
    if (!f.rendered) return f;
    let least: F = f;
    for (const frames of byClock) {
      const same = frames.get(key(first, f.t));
      if (same && same.js < least.js) least = same;
    }
    return least === f ? f : { ...f, js: least.js, jsRaw: least.jsRaw, gl: least.gl };
  });
}
