/**
 * The full battery reads about 250 GB of each stream; the game's own fairWords gives 13–20 MB/s,
 * hours of input. fair-stream.c writes the same stream (HMAC-SHA256 through OpenSSL) at hundreds
 * of MB/s. It is compiled here with the system's C compiler and used only after its first words
 * equal fairWords' for the run's seed (three nonces and a block: the boundaries a transcription
 * would slip on); without a compiler or on a difference, the battery reads words.ts instead.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAIR_WORDS_PER_NONCE, takeWords, wordSource } from './sources';

const SOURCE = fileURLToPath(new URL('./fair-stream.c', import.meta.url));

/** The compiled twin's path, or why it cannot be used. */
export function fairTwin(outDir: string, seed: string): { binary: string } | { why: string } {
  const binary = join(outDir, 'fair-stream');
  try {
    execFileSync('cc', ['-O2', '-Wno-deprecated-declarations', '-o', binary, SOURCE, '-lcrypto'], { stdio: 'pipe' });
  } catch (e) {
    return { why: `fair-stream.c did not compile (${(e as Error).message.split('\n')[0]})` };
  }
  const count = 3 * FAIR_WORDS_PER_NONCE + 8;
  const out = execFileSync(binary, [seed, 'rng-report', String(count)]);
  const expected = takeWords(wordSource('fair', seed), count);
  for (let i = 0; i < count; i++) {
    if (out.readUInt32LE(4 * i) !== expected[i]) return { why: `fair-stream.c differs from fairWords at word ${i}` };
  }
  return { binary };
}
