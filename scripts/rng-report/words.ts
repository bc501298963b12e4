/**
 * `tsx scripts/rng-report/words.ts SOURCE [--words N] [--seed HEX]`: writes the raw 32-bit words
 * of one of the game's RNG paths to stdout, little-endian (dieharder's `-g 200` stdin_input_raw
 * reads native uint32s), without end unless --words is given, so dieharder's battery can read as
 * much as it asks. SOURCE: `fair` (the provably fair stream: fairWords of one server seed and the
 * client seed `rng-report`, nonce after nonce, each nonce's first 52 blocks, what an 8-deck
 * shuffle reads) or `crypto` (the CryptoRng that plays real rounds and `sim --entropy crypto`).
 * --seed: the fair stream's server seed (64 hex digits), to replay a stream; random otherwise,
 * and then printed to stderr so a finding can be replayed.
 */
import { parseArgs } from 'node:util';
import { isWordSource, newServerSeed, wordSource } from './sources';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { words: { type: 'string' }, seed: { type: 'string' } },
  });
  const source = positionals[0] ?? '';
  if (!isWordSource(source)) throw new Error(`unknown source "${source}": fair or crypto`);
  const limit = values.words === undefined ? Number.POSITIVE_INFINITY : Number(values.words);
  if (!(limit >= 0)) throw new Error(`--words must be a number of words, got ${values.words}`);
  const seed = values.seed ?? newServerSeed();
  if (source === 'fair' && values.seed === undefined) process.stderr.write(`fair stream server seed ${seed}\n`);
  const next = wordSource(source, seed);
  const BATCH = 1 << 16;
  const out = new Uint32Array(BATCH);
  for (let written = 0; written < limit; ) {
    const n = Math.min(BATCH, limit - written);
    for (let i = 0; i < n; i++) out[i] = next();
    // A copy per batch: stdout may still hold the last one when `out` is refilled.
    const bytes = Buffer.from(out.buffer.slice(0, n * 4));
    if (!process.stdout.write(bytes)) await new Promise((r) => process.stdout.once('drain', r));
    written += n;
  }
}

// dieharder closes its end when its tests are done: that is the normal end of the stream.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
await main();
