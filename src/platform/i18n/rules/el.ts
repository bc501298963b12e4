import type { rulesEn } from './en';

export const rulesEl: Record<keyof typeof rulesEn, string> = {
  'rules.title': 'Κανόνες και πληρωμές',
};
