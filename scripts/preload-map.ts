/**
 * Which files each launch needs beyond the page's own boot code, written into the built pages for
 * src/app/early-preload.ts (`<meta name="felt-preload" content="{…}">`): each game's solo and
 * shared-table module with what they import, the lobby's screen, the play-on-the-server code, the
 * dictionaries but English's and the shipped faces. The page's entry and everything it imports
 * statically are left out: its own script and modulepreload tags fetch those already.
 */
import type { Plugin, Rollup } from 'vite';
import { PRELOAD_META, type PreloadMap } from '../src/app/early-preload.js';
import { SHARED_TABLE_BASE } from '../src/contract/shared-tables.js';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const GAMES = ['blackjack', 'baccarat', 'roulette'] as const;
/** The languages whose dictionaries are chunks of their own (src/platform/i18n.ts). */
const OTHER_LANGUAGES = ['fi', 'it', 'el'] as const;

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** The chunk holding a source module (by the end of its path), and every chunk it imports, transitively. */
function filesFor(bundle: OutputBundle, source: string, skip: ReadonlySet<string>): string[] {
  const chunks = chunksOf(bundle);
  const start = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(source)));
  if (!start) throw new Error(`felt-preload-map: no chunk holds ${source}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out: string[] = [];
  const walk = (c: OutputChunk) => {
    if (skip.has(c.fileName) || out.includes(c.fileName)) return;
    out.push(c.fileName);
    for (const f of c.imports) {
      const next = byName.get(f);
      if (next) walk(next);
    }
  };
  walk(start);
  return out;
}

/** The entry's own chunk and its static imports: the page links those itself. */
function staticClosure(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const byName = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const f of byName.get(name)?.imports ?? []) walk(f);
  };
  walk(entry.fileName);
  return seen;
}

/** The build's faces by file name (assets/fonts/fonts.css names them). */
function fontFiles(bundle: OutputBundle, pattern: RegExp): string[] {
  return Object.values(bundle)
    .filter((a) => a.type === 'asset' && pattern.test(a.fileName))
    .map((a) => a.fileName)
    .sort();
}

function preloadMapFor(bundle: OutputBundle, entry: OutputChunk): PreloadMap {
  const skip = staticClosure(bundle, entry);
  const rel = (files: string[]) => files.map((f) => `./${f}`);
  const games: Record<string, string[]> = {};
  for (const g of GAMES) games[g] = rel(filesFor(bundle, `/src/view/${g}/module.ts`, skip));
  const shared: Record<string, string[]> = {};
  for (const [id, { game }] of Object.entries(SHARED_TABLE_BASE))
    shared[id] = rel(filesFor(bundle, `/src/view/${game}/shared/module.ts`, skip));
  const latin = fontFiles(bundle, /\/felt-(?:sans-latin|serif-latin-700|symbols)-[\w-]+\.woff2$/);
  const greek = fontFiles(bundle, /\/felt-(?:sans-greek|serif-greek-700)-[\w-]+\.woff2$/);
  if (latin.length !== 3 || greek.length !== 2)
    throw new Error(`felt-preload-map: expected 3 Latin and 2 Greek faces, found ${latin.length} and ${greek.length}`);
  return {
    games,
    shared,
    lobby: rel(filesFor(bundle, '/src/view/lobby/lobby-screen.ts', skip)),
    server: rel(filesFor(bundle, '/src/app/server-play.ts', skip)),
    fonts: { latin: rel(latin), greek: rel(greek) },
    languages: Object.fromEntries(
      OTHER_LANGUAGES.map((l) => [l, rel(filesFor(bundle, `/src/platform/i18n/${l}.ts`, skip))]),
    ),
  };
}

/** The meta tag with the map, for the pages that boot a game or the lobby (index.html, play.html). */
export function preloadMap(pages: readonly string[] = ['index.html', 'play.html']): Plugin {
  return {
    name: 'felt-preload-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !pages.some((p) => ctx.path.endsWith(`/${p}`))) return html;
        const map = preloadMapFor(ctx.bundle, ctx.chunk);
        // In a single-quoted attribute (JSON's own quotes are double; the browser unescapes the rest).
        const content = JSON.stringify(map).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
        const charset = /<meta charset="UTF-8" \/>/;
        if (!charset.test(html)) throw new Error('felt-preload-map: no <meta charset> to follow');
        return html.replace(charset, `$&\n    <meta name="${PRELOAD_META}" content='${content}' />`);
      },
    },
  };
}
