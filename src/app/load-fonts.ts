/**
 * The shipped faces (assets/fonts/, written by `npm run fonts`) loaded before the first screen
 * draws: Pixi draws text into canvases once and keeps them, so a face that arrives later would
 * show only on texts drawn after it. A face that fails or is slow never holds the game up: after
 * the timeout the texts draw in the system stack named after it in theme.ts.
 */
import '../../assets/fonts/fonts.css';

/** Long enough for ~40 KB on a slow phone connection, short enough to stay inside the 3 s first screen. */
export const FONT_TIMEOUT_MS = 2500;

/**
 * One request per file the first screen draws with: the sans is one variable file for every
 * weight, the serif comes in bold only, and the suits and arrows are a face of their own. The
 * sample text picks the files by their unicode-range: Latin (and the symbols) for every language,
 * the Greek files only for Greek.
 */
export function fontRequests(lang: string): [font: string, text: string][] {
  const text = lang === 'el' ? 'Aa0♠Ωω' : 'Aa0♠';
  return [
    ['400 16px "Felt Sans"', text],
    ['700 16px "Felt Serif"', text],
  ];
}

export interface LoadFontsOptions {
  /** The page's language (default: the `lang` of the document, which boot sets first). */
  lang?: string;
  /** The document's FontFaceSet (a stand-in in the tests). */
  fonts?: Pick<FontFaceSet, 'load'>;
  timeoutMs?: number;
}

/** Resolves once the faces are loaded, or failed, or the timeout passed: it never rejects. */
export async function loadFonts(options: LoadFontsOptions = {}): Promise<void> {
  const fonts = options.fonts ?? globalThis.document?.fonts;
  if (!fonts) return;
  const lang = options.lang ?? document.documentElement.lang;
  const loads = fontRequests(lang).map(([font, text]) => fonts.load(font, text));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.timeoutMs ?? FONT_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.allSettled(loads), timeout]);
  } finally {
    clearTimeout(timer);
    // A milestone of the benchmark's load breakdown, beside felt:boot and felt:renderer.
    performance.mark('felt:fonts');
  }
}
