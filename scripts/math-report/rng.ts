/**
 * The RNG evaluation's summary, as `npm run rng:report` writes it (reports/rng/summary.json): the
 * report shows it as it is, or says plainly that it is missing and which command makes it. Read
 * loosely: a field the evaluation does not write shows as a dash, never as an invented value.
 */
import { readFileSync } from 'node:fs';

const RNG_COMMAND = 'npm run rng:report';

interface RngTest {
  id?: string;
  name?: string;
  source?: string;
  samples?: number;
  statistic?: number;
  df?: number;
  pValue?: number;
}

interface DieharderRun {
  source?: string;
  battery?: string;
  complete?: boolean;
  passed?: number;
  weak?: number;
  failed?: number;
  worstP?: number;
  seconds?: number;
}

interface RngSummary {
  generatedAt?: string;
  commit?: string;
  durationSeconds?: number;
  tests: RngTest[];
  dieharder: DieharderRun[];
  worstP?: number;
}

export type RngStatus =
  | { found: true; path: string; summary: RngSummary }
  | { found: false; path: string; why: string };

export function readRngSummary(path: string): RngStatus {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {
      found: false,
      path,
      why: `${path} does not exist: run \`${RNG_COMMAND}\` to produce it, then this report again.`,
    };
  }
  try {
    const doc = JSON.parse(text) as Partial<RngSummary>;
    if (typeof doc !== 'object' || doc === null) throw new Error('not an object');
    return {
      found: true,
      path,
      summary: {
        ...doc,
        tests: Array.isArray(doc.tests) ? doc.tests : [],
        dieharder: Array.isArray(doc.dieharder) ? doc.dieharder : [],
      },
    };
  } catch (e) {
    return {
      found: false,
      path,
      why: `${path} is not readable JSON (${(e as Error).message}): run \`${RNG_COMMAND}\` again.`,
    };
  }
}
