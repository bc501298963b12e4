import type { LoaderTexts } from './en';

export const loaderFi: LoaderTexts = {
  'loader.progress': 'Ladataan',
  'loader.code': 'Peliä ladataan…',
  'loader.renderer': 'Pöytää katetaan…',
  'loader.textures': 'Pakkoja sekoitetaan…',
  'loader.table': 'Pöytä avataan…',
  'loader.lobby': 'Aula avataan…',
};
