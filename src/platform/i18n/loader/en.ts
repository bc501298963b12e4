/**
 * English texts of the loading screen (src/app/boot-progress.ts): the source of their keys. The
 * page paints the loader before any script knows the language, so it shows words only from here,
 * once the script runs: one line per boot step, and the progress bar's accessible name.
 */
export const loaderEn = {
  'loader.progress': 'Loading',
  'loader.code': 'Loading the game…',
  'loader.renderer': 'Setting up the felt…',
  'loader.textures': 'Shuffling the decks…',
  'loader.table': 'Opening the table…',
  'loader.lobby': 'Opening the lobby…',
} as const;

export type LoaderTexts = Record<keyof typeof loaderEn, string>;
