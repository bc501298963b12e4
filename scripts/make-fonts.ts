/**
 * `npm run fonts`: subsets the @fontsource WOFF2 files of scripts/fonts/faces.ts to the characters
 * the game draws (scripts/fonts/glyphs.ts) and writes them, their @font-face rules and the fonts'
 * licence to assets/fonts/, which is committed: the build only copies them. Run it again after a
 * dictionary gains a character (tests/scripts/fonts.test.ts fails until then).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { FACES, type Face } from './fonts/faces';
import { SYSTEM_FALLBACK, shippedCharacters } from './fonts/glyphs';

const OUT = resolve(import.meta.dirname, '../assets/fonts');
const require = createRequire(import.meta.url);

/**
 * Characters as CSS unicode-range values, code points less than `gap` apart joined into one
 * range (U+0020-00FA): the stylesheet comes with the first screen, so it stays short, and a
 * character inside a range that the file lacks still falls through to the system stack.
 */
export function unicodeRanges(chars: readonly string[], gap = 128): string[] {
  const points = [...new Set(chars.map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1]! - points[j]! < gap) j++;
    out.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return out;
}

function openFont(bytes: Buffer): fontkit.Font {
  const font = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in font)) throw new Error('a font collection, not one font');
  return font;
}

/** Laid out as Biome formats CSS, so `npm run lint` passes on the generated file. */
function fontFaceRule(family: string, weight: string, file: string, ranges: string[]): string {
  const oneLine = `  unicode-range: ${ranges.join(', ')};`;
  return [
    '@font-face {',
    `  font-family: "${family}";`,
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url("./${file}") format("woff2");`,
    oneLine.length <= 120 ? oneLine : `  unicode-range:\n${ranges.map((r) => `    ${r}`).join(',\n')};`,
    '}',
  ].join('\n');
}

const wanted = await shippedCharacters();
mkdirSync(OUT, { recursive: true });
const claimed = new Map<string, Set<string>>(); // family → characters an earlier face already draws
const rules: string[] = [];
const rows: string[] = [];
let total = 0;

async function make(face: Face): Promise<void> {
  const source = readFileSync(require.resolve(face.source));
  const has = openFont(source);
  const taken = (c: string) => face.rules.every((r) => claimed.get(r.family)?.has(c));
  const chars = (face.only ? [...face.only] : wanted).filter(
    (c) => has.hasGlyphForCodePoint(c.codePointAt(0)!) && !taken(c),
  );
  if (face.only && chars.length !== [...face.only].length) throw new Error(`${face.source} lacks some of ${face.only}`);
  const bytes = await subsetFont(source, chars.join(''), {
    targetFormat: 'woff2',
    // Kerning only: the rest (fractions, ordinals, old-style figures) is never asked for.
    keepFeatures: ['kern'],
    noHinting: true,
    // The copyright, licence and licence URL stay inside the file (OFL 1.1 asks for them).
    preserveNameIds: [0, 13, 14],
    dropTables: ['MATH'],
    ...(face.axes ? { variationAxes: face.axes } : {}),
  });
  const out = openFont(bytes);
  const lost = chars.filter((c) => !out.hasGlyphForCodePoint(c.codePointAt(0)!));
  if (lost.length > 0) throw new Error(`${face.file}: the subset lost ${lost.join('')}`);
  writeFileSync(join(OUT, face.file), bytes);
  for (const r of face.rules) {
    const set = claimed.get(r.family) ?? new Set();
    for (const c of chars) set.add(c);
    claimed.set(r.family, set);
    rules.push(fontFaceRule(r.family, r.weight, face.file, unicodeRanges(chars)));
  }
  total += bytes.length;
  rows.push(`${String(bytes.length).padStart(7)} B  ${String(chars.length).padStart(3)} chars  ${face.file}`);
}

for (const face of FACES) await make(face);

for (const family of claimed.keys()) {
  const missing = wanted.filter((c) => !claimed.get(family)?.has(c) && !SYSTEM_FALLBACK.includes(c));
  if (missing.length > 0) throw new Error(`${family}: no source face draws ${missing.join(' ')}`);
}
writeFileSync(
  join(OUT, 'fonts.css'),
  `/* Written by scripts/make-fonts.ts (npm run fonts): do not edit. Noto fonts, SIL OFL 1.1 (OFL-*.txt). */\n${rules.join('\n\n')}\n`,
);
// Each source package's licence (the same OFL 1.1, each with its own copyright line).
for (const pkg of new Set(FACES.map((f) => f.source.split('/files/')[0]!)))
  copyFileSync(require.resolve(`${pkg}/LICENSE`), join(OUT, `OFL-${pkg.split('/')[1]}.txt`));
console.log(rows.join('\n'));
console.log(
  `${String(total).padStart(7)} B  in all (${(total / 1024).toFixed(1)} KB); ${wanted.length} characters wanted`,
);
const fallback = [...SYSTEM_FALLBACK].filter((c) => wanted.includes(c) && ![...claimed.values()].some((s) => s.has(c)));
if (fallback.length > 0) console.log(`from the system stack: ${fallback.join(' ')}`);
