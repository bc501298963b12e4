import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fairTwin } from '../../../scripts/rng-report/fair-twin';
import { FAIR_WORDS_PER_NONCE, takeWords, wordSource } from '../../../scripts/rng-report/sources';
import { fairWords } from '../../../src/engine/shared/fair';

const SEED = '5e'.repeat(32);
const WORDS = fileURLToPath(new URL('../../../scripts/rng-report/words.ts', import.meta.url));
const TWIN = fileURLToPath(new URL('../../../scripts/rng-report/fair-stream.c', import.meta.url));

/** fairWords of nonce 0, 1, 2 …, the first FAIR_WORDS_PER_NONCE words of each. */
function expected(count: number): Uint32Array {
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    if (i % FAIR_WORDS_PER_NONCE === 0) {
      const next = fairWords(SEED, 'rng-report', i / FAIR_WORDS_PER_NONCE);
      for (let k = i; k < Math.min(count, i + FAIR_WORDS_PER_NONCE); k++) out[k] = next();
    }
  }
  return out;
}

describe('words.ts', () => {
  it('the fair source is fairWords of the seed, nonce after nonce', () => {
    expect(takeWords(wordSource('fair', SEED), 1000)).toEqual(expected(1000));
  });

  it('writes that stream to stdout as little-endian uint32 (what dieharder -g 200 reads)', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', WORDS, 'fair', '--seed', SEED, '--words', '1000']);
    expect(out.length).toBe(4000);
    const words = new Uint32Array(1000);
    for (let i = 0; i < 1000; i++) words[i] = out.readUInt32LE(4 * i);
    expect(words).toEqual(expected(1000));
  });

  it('the crypto source gives fresh words each time', () => {
    const a = takeWords(wordSource('crypto'), 64);
    const b = takeWords(wordSource('crypto'), 64);
    expect(a).not.toEqual(b);
  });

  it('fair-stream.c, which feeds the full battery, writes the same words as fairWords', () => {
    // Three nonces and a bit: the nonce boundary and the counter past one block are where a transcription would slip.
    const binary = join(mkdtempSync(join(tmpdir(), 'fair-stream-')), 'fair-stream');
    execFileSync('cc', ['-O2', '-Wno-deprecated-declarations', '-o', binary, TWIN, '-lcrypto']);
    const count = 3 * FAIR_WORDS_PER_NONCE + 17;
    const out = execFileSync(binary, [SEED, 'rng-report', String(count)]);
    expect(out.length).toBe(4 * count);
    const words = new Uint32Array(count);
    for (let i = 0; i < count; i++) words[i] = out.readUInt32LE(4 * i);
    expect(words).toEqual(expected(count));
    // What the full battery does before it reads the twin: compile, compare, accept.
    expect(fairTwin(mkdtempSync(join(tmpdir(), 'fair-twin-')), SEED)).toEqual({ binary: expect.any(String) });
  });
});
