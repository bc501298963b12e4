/**
 * The order `npm test` starts its files in, so that browser files and unit files run side by side.
 *
 * A browser file mostly waits: on the game's animations and timers, which take the same real time
 * however few frames a software GPU draws meanwhile. A unit file (the engine, the server on PGlite
 * and PostgreSQL) wants a core to itself. Vitest starts files in the order this returns, each as a
 * worker frees, so the order is planned as lanes: half the workers (rounded up) play browser files,
 * the others unit files, each lane taking its next file when its last one should end (by the file's
 * last duration, or on a fresh clone by its size). Left to Vitest's own order, projects run one after
 * the other: every browser file first, two at a time, then the unit files.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Milliseconds a byte of test file takes, when no earlier run says (this runner, 2026-12). */
const MS_PER_BYTE = { browser: 4.6, unit: 0.25 } as const;

type Kind = keyof typeof MS_PER_BYTE;

const kindOf = (spec: TestSpecification): Kind => (spec.project.name === 'e2e' ? 'browser' : 'unit');

export class SideBySideSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const queues: Record<Kind, TestSpecification[]> = { browser: [], unit: [] };
    for (const spec of sorted) queues[kindOf(spec)].push(spec);
    if (queues.browser.length === 0 || queues.unit.length === 0) return sorted;
    // The longest first in each lane: the run does not end on one long file started last.
    const estimates = new Map(sorted.map((spec) => [spec, this.estimate(spec)]));
    for (const queue of Object.values(queues)) queue.sort((a, b) => (estimates.get(b) ?? 0) - (estimates.get(a) ?? 0));

    const workers = Number(this.ctx.config.maxWorkers) || 1;
    const browserLanes = Math.ceil(workers / 2);
    const lanes = Array.from({ length: Math.max(2, workers) }, (_, i) => ({
      kind: (i < browserLanes ? 'browser' : 'unit') as Kind,
      free: 0,
    }));
    const order: TestSpecification[] = [];
    while (queues.browser.length + queues.unit.length > 0) {
      const lane = lanes.reduce((a, b) => (b.free < a.free ? b : a));
      const own = queues[lane.kind];
      const spec = (own.length > 0 ? own : queues[lane.kind === 'browser' ? 'unit' : 'browser']).shift();
      if (!spec) break;
      order.push(spec);
      lane.free += estimates.get(spec) ?? 0;
    }
    return order;
  }

  /** The file's duration in the last run, or a guess from its size. */
  private estimate(spec: TestSpecification): number {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const last = this.ctx.cache.getFileTestResults(key)?.duration;
    if (last) return last;
    let size = 2_000;
    try {
      size = statSync(spec.moduleId).size;
    } catch {
      // a virtual module: the guess stands
    }
    // (the cluster's file is short for the minute its three servers and their load take)
    return size * MS_PER_BYTE[spec.project.name === 'cluster' ? 'browser' : kindOf(spec)];
  }
}
