import type { LoaderTexts } from './en';

export const loaderIt: LoaderTexts = {
  'loader.progress': 'Caricamento',
  'loader.code': 'Caricamento del gioco…',
  'loader.renderer': 'Preparazione del panno…',
  'loader.textures': 'Mescolando i mazzi…',
  'loader.table': 'Apertura del tavolo…',
  'loader.lobby': 'Apertura della lobby…',
};
