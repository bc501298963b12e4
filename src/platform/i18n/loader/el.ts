import type { LoaderTexts } from './en';

export const loaderEl: LoaderTexts = {
  'loader.progress': 'Φόρτωση',
  'loader.code': 'Φόρτωση του παιχνιδιού…',
  'loader.renderer': 'Στρώνεται η τσόχα…',
  'loader.textures': 'Ανακάτεμα τράπουλας…',
  'loader.table': 'Άνοιγμα του τραπεζιού…',
  'loader.lobby': 'Άνοιγμα της αίθουσας…',
};
