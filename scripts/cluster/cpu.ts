/**
 * CPU time of each part of the cluster (servers, nginx, PostgreSQL, operator), from
 * /proc/<pid>/stat, sampled while a run goes on. A process's own utime + stime is read for it and
 * every descendant; the largest value seen per pid is kept, so a server killed -9 or a PostgreSQL
 * restarted still counts for the time it ran (up to the last sample before it went).
 */
import { readFile } from 'node:fs/promises';

const TICK = 100; // clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ)

/** CPU seconds used so far by one process itself (utime + stime); null when it is gone. */
async function cpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(stat[11]) + Number(stat[12])) / TICK;
  } catch {
    return null;
  }
}

async function descendants(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const direct = text.trim().split(/\s+/).filter(Boolean).map(Number);
  const below = await Promise.all(direct.map(descendants));
  return [...direct, ...below.flat()];
}

/** Each part's root processes now (a part may have none while it is down). */
export type PartRoots = () => Promise<Record<string, number[]>>;

export class CpuMeter {
  /** part → pid → the largest CPU seconds seen. */
  private readonly seen = new Map<string, Map<number, number>>();
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> = Promise.resolve();

  private readonly extra = new Map<string, () => Promise<number[]>>();

  constructor(private readonly roots: PartRoots) {}

  /** Measures one more part (the reference operator beside the cluster). */
  addPart(name: string, roots: () => Promise<number[]>): void {
    this.extra.set(name, roots);
  }

  /** Reads every part's processes once. */
  sample(): Promise<void> {
    this.sampling = this.sampling.then(async () => {
      const parts = await this.roots();
      for (const [name, roots] of this.extra) parts[name] = await roots();
      for (const [part, pids] of Object.entries(parts)) {
        let byPid = this.seen.get(part);
        if (!byPid) {
          byPid = new Map();
          this.seen.set(part, byPid);
        }
        for (const root of pids) {
          for (const pid of [root, ...(await descendants(root))]) {
            const s = await cpuSeconds(pid);
            if (s !== null && s > (byPid.get(pid) ?? 0)) byPid.set(pid, s);
          }
        }
      }
    });
    return this.sampling;
  }

  /** Samples every `ms` until stop(). */
  start(ms = 500): void {
    this.timer ??= setInterval(() => void this.sample().catch(() => {}), ms);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sample();
  }

  /** CPU seconds of each part so far. */
  totals(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [part, byPid] of this.seen) out[part] = [...byPid.values()].reduce((a, b) => a + b, 0);
    return out;
  }
}

/** Each part's share of one core over `seconds` (100 = one core busy), from two totals(). */
export function cpuPercent(
  before: Record<string, number>,
  after: Record<string, number>,
  seconds: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [part, s] of Object.entries(after)) out[part] = Math.round(((s - (before[part] ?? 0)) / seconds) * 100);
  return out;
}
