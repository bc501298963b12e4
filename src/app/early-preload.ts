/**
 * The rest of the first load, asked for at once. The page's own script tags fetch the boot code;
 * the table's code (a chunk the boot imports once it runs), the play-on-the-server code and the
 * shipped faces used to be asked for only after that code had arrived and run: ~1 s later on a
 * slow phone, with the connection idle in between. The build writes which files each launch needs
 * into the page (`<meta name="felt-preload">`, vite.config.ts `earlyContext`); this small module,
 * an `async` entry of its own that imports nothing, reads the launch's query and links them as
 * `modulepreload` and font `preload` while the boot code downloads.
 *
 * A guess that misses (a language the launch parameters later refuse) costs bytes, never play:
 * the boot imports what it needs itself.
 */

/** The meta tag's name. */
export const PRELOAD_META = 'felt-preload';
/** The game server's mark in the pages it serves (app/server-mark.ts SERVER_MARK). */
const SERVER_META = 'felt-game-server';

/** Each launch's files, relative to the page: written by the build. */
export interface PreloadMap {
  /** Per game id: its solo module and what it imports beyond the boot code. */
  games: Record<string, string[]>;
  /** Per shared table id: its game's shared-table module. */
  shared: Record<string, string[]>;
  /** The lobby's screen (a launch naming no game). */
  lobby: string[];
  /** Play on a game server (the page carries the server's mark, or names a server). */
  server: string[];
  /** The faces every screen draws with, and the Greek ones. */
  fonts: { latin: string[]; greek: string[] };
  /** Per language but English (which the boot code carries): its dictionary's chunk. */
  languages: Record<string, string[]>;
}

export interface Preloads {
  modules: string[];
  fonts: string[];
}

/** The files a launch needs: by its query, the browser's first language and the server's mark. */
export function preloadsFor(
  map: PreloadMap,
  search: string,
  browserLanguages: readonly string[],
  onServer: boolean,
): Preloads {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const table = q.get('table');
  const own = (o: Record<string, string[]>, key: string | null) =>
    key !== null && Object.hasOwn(o, key) ? (o[key] as string[]) : null;
  const screen = game === null ? map.lobby : (own(map.shared, table) ?? own(map.games, game) ?? []);
  const server = onServer || q.has('server') || q.get('mode') === 'real' ? map.server : [];
  const lang = fold(q.get('lang')) ?? browserLanguages.map(fold).find((l) => l !== null) ?? 'en';
  const fonts = lang === 'el' ? [...map.fonts.latin, ...map.fonts.greek] : map.fonts.latin;
  // The dictionary first: the boot waits for it before anything else.
  const words = own(map.languages, lang) ?? [];
  return { modules: [...new Set([...words, ...screen, ...server])], fonts };
}

/** The shipped languages (contract/names.ts LANGUAGES: this entry imports nothing). */
export const SHIPPED_LANGUAGES = ['en', 'fi', 'it', 'el'] as const;

/** The language the boot will choose (platform/i18n.ts chooseLanguage): a tag's primary subtag, if shipped. */
function fold(tag: string | null | undefined): string | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (SHIPPED_LANGUAGES as readonly string[]).includes(primary) ? primary : null;
}

/** Links the launch's files in the document's head (once; nothing without the build's map). */
export function linkPreloads(doc: Document = document): Preloads | null {
  const content = doc.querySelector(`meta[name="${PRELOAD_META}"]`)?.getAttribute('content');
  if (!content) return null;
  let map: PreloadMap;
  try {
    map = JSON.parse(content) as PreloadMap;
  } catch {
    return null;
  }
  const onServer = doc.querySelector(`meta[name="${SERVER_META}"]`) !== null;
  const wanted = preloadsFor(map, doc.location.search, navigator.languages ?? [navigator.language], onServer);
  const link = (rel: string, href: string, as?: string) => {
    const l = doc.createElement('link');
    l.rel = rel;
    l.href = href;
    // The module scripts and faces are fetched in CORS mode: a preload must match to be used.
    l.crossOrigin = '';
    // The boot code (the page's own tags) comes first: it runs while the table's code arrives.
    if (rel === 'modulepreload') l.fetchPriority = 'low';
    if (as) {
      l.as = as;
      l.type = 'font/woff2';
    }
    doc.head.appendChild(l);
  };
  // Faces first: they are small, and every screen waits for them.
  for (const f of wanted.fonts) link('preload', f, 'font');
  for (const m of wanted.modules) link('modulepreload', m);
  return wanted;
}

if (typeof document !== 'undefined') linkPreloads();
