import type { rulesEn } from './en';

export const rulesIt: Record<keyof typeof rulesEn, string> = {
  'rules.title': 'Regole e pagamenti',
};
