/**
 * The report's work cut into jobs for the worker threads (chunks of a few seconds each, so two
 * cores stay busy to the end), and the jobs' results put back together in order.
 */
import { type Job, type JobResult, jobSize, SHOE_CARDS } from './jobs';
import type { Options } from './options';

/** The int(n) bounds drawn: a wheel, a deck, a 6-deck and an 8-deck shoe. */
export const INT_BOUNDS: readonly number[] = [37, 52, 312, 416];

const FAIR_SHOE_CHUNK = 50_000;
const FAIR_SPIN_CHUNK = 500_000;
const CRYPTO_SHOE_CHUNK = 250_000;

export interface Planned {
  job: Job;
  /** What the progress line calls this job's kind of work. */
  group: string;
}

/** [from, to) ranges of `size` covering [0, total). */
function ranges(total: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < total; from += size) out.push([from, Math.min(total, from + size)]);
  return out;
}

/** How many of the first `raw` shoes fall in [from, to). */
const rawIn = (raw: number, from: number, to: number): number => Math.max(0, Math.min(raw, to) - from);

export function planJobs(o: Options): Planned[] {
  const fairShoes = ranges(o.shoes, FAIR_SHOE_CHUNK).map(
    ([from, to]): Planned => ({
      job: { kind: 'fair-shoes', seed: o.seed, from, to, raw: rawIn(o.rawShoes, from, to) },
      group: 'fair shoes',
    }),
  );
  const fairSpins = ranges(o.spins, FAIR_SPIN_CHUNK).map(
    ([from, to]): Planned => ({
      job: { kind: 'fair-spins', seed: o.seed, from, to },
      group: 'fair spins',
    }),
  );
  const interleaved = fairShoes.flatMap((s, i) => [s, ...(fairSpins[i] ? [fairSpins[i]] : [])]);
  interleaved.push(...fairSpins.slice(fairShoes.length));
  const cryptoShoes = (kind: 'crypto-shoes' | 'lazy-shoes', group: string) =>
    ranges(o.shoes, CRYPTO_SHOE_CHUNK).map(
      ([from, to]): Planned => ({
        job: { kind, shoes: to - from, raw: rawIn(o.rawShoes, from, to) },
        group,
      }),
    );
  return [
    ...interleaved,
    ...INT_BOUNDS.map(
      (n): Planned => ({ job: { kind: 'fair-ints', seed: o.seed, n, draws: o.draws }, group: 'fair int(n)' }),
    ),
    ...cryptoShoes('crypto-shoes', 'crypto shoes'),
    ...cryptoShoes('lazy-shoes', 'crypto lazy shoes'),
    { job: { kind: 'crypto-spins', spins: o.spins }, group: 'crypto spins' },
    ...INT_BOUNDS.map((n): Planned => ({ job: { kind: 'crypto-ints', n, draws: o.draws }, group: 'crypto int(n)' })),
    { job: { kind: 'words', source: 'fair', seed: o.seed, words: o.rawWords }, group: 'fair words' },
    { job: { kind: 'words', source: 'crypto', seed: o.seed, words: o.rawWords }, group: 'crypto words' },
  ];
}

/** Tracks each group's units done, for a progress line. */
export class Progress {
  private readonly done: number[];
  constructor(private readonly planned: readonly Planned[]) {
    this.done = planned.map(() => 0);
  }
  set(job: number, done: number): void {
    this.done[job] = done;
  }
  finish(job: number): void {
    this.done[job] = jobSize((this.planned[job] as Planned).job);
  }
  line(): string {
    const groups = new Map<string, [number, number]>();
    this.planned.forEach((p, i) => {
      const g = groups.get(p.group) ?? [0, 0];
      groups.set(p.group, [g[0] + (this.done[i] as number), g[1] + jobSize(p.job)]);
    });
    return [...groups].map(([name, [done, total]]) => `${name} ${Math.floor((100 * done) / total)}%`).join(', ');
  }
}

interface ShoeData {
  table: Uint32Array;
  raw: Uint16Array;
}

export interface Samples {
  shoes: Record<'fair' | 'crypto' | 'lazy', ShoeData>;
  spins: Record<'fair' | 'crypto', Uint8Array>;
  ints: Record<'fair' | 'crypto', Map<number, Uint16Array>>;
  words: Record<'fair' | 'crypto', Uint32Array>;
}

function concat<T extends Uint8Array | Uint16Array>(parts: T[], make: (n: number) => T): T {
  const out = make(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function shoeData(parts: JobResult[], rows: number): ShoeData {
  const table = new Uint32Array(rows * SHOE_CARDS);
  for (const p of parts) {
    const t = p.table as Uint32Array;
    for (let i = 0; i < table.length; i++) table[i] = (table[i] as number) + (t[i] as number);
  }
  return {
    table,
    raw: concat(
      parts.map((p) => p.data as Uint16Array),
      (n) => new Uint16Array(n),
    ),
  };
}

/** The results of planJobs' jobs, in the same order, put together by kind. */
export function mergeResults(planned: readonly Planned[], results: readonly JobResult[]): Samples {
  const of = (kind: Job['kind']) => results.filter((_, i) => (planned[i] as Planned).job.kind === kind);
  const ints = (kind: 'fair-ints' | 'crypto-ints') =>
    new Map(
      planned.flatMap((p, i) =>
        p.job.kind === kind ? [[p.job.n, (results[i] as JobResult).data as Uint16Array] as const] : [],
      ),
    );
  const words = (source: 'fair' | 'crypto') =>
    results.find((_, i) => {
      const job = (planned[i] as Planned).job;
      return job.kind === 'words' && job.source === source;
    })?.data as Uint32Array;
  return {
    shoes: {
      fair: shoeData(of('fair-shoes'), 52),
      crypto: shoeData(of('crypto-shoes'), 312),
      lazy: shoeData(of('lazy-shoes'), 52),
    },
    spins: {
      fair: concat(
        of('fair-spins').map((r) => r.data as Uint8Array),
        (n) => new Uint8Array(n),
      ),
      crypto: of('crypto-spins')[0]?.data as Uint8Array,
    },
    ints: { fair: ints('fair-ints'), crypto: ints('crypto-ints') },
    words: { fair: words('fair'), crypto: words('crypto') },
  };
}
