/**
 * Renders every synthesized sound to a WAV file for listening, and prints what each costs.
 * The game does not ship these files: it synthesizes the same samples in the browser
 * (src/platform/audio/synth.ts). Usage: `npx tsx scripts/make-sounds.ts [outDir] [contextRate]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { peak, rms } from '../src/platform/audio/dsp';
import { SOUND_NAMES, SOUNDS } from '../src/platform/audio/sounds';
import { renderRate, renderSound } from '../src/platform/audio/synth';
import { encodeWav } from '../src/platform/audio/wav';

const outDir = process.argv[2] ?? 'test-results/sounds';
const contextRate = Number(process.argv[3] ?? 48_000);
mkdirSync(outDir, { recursive: true });

const rows: string[] = [
  '| sound | loop | rate | seconds | Float32 bytes | WAV 16-bit bytes | peak | RMS | render ms |',
];
rows.push('|---|---|---|---|---|---|---|---|---|');
let total = 0;
for (const name of SOUND_NAMES) {
  const rate = renderRate(name, contextRate);
  const started = performance.now();
  const pcm = renderSound(name, rate);
  const ms = performance.now() - started;
  const wav = encodeWav(pcm, rate);
  writeFileSync(join(outDir, `${name}.wav`), wav);
  total += pcm.byteLength;
  rows.push(
    `| ${name} | ${SOUNDS[name].loop ? 'yes' : ''} | ${rate} | ${(pcm.length / rate).toFixed(2)} | ${pcm.byteLength} | ${wav.length} | ${peak(pcm).toFixed(2)} | ${rms(pcm).toFixed(3)} | ${ms.toFixed(1)} |`,
  );
}
console.log(rows.join('\n'));
console.log(
  `\nTotal PCM in memory at a ${contextRate} Hz context: ${(total / 1024).toFixed(0)} KiB. WAVs in ${outDir}/.`,
);
