import type { rulesEn } from './en';

export const rulesFi: Record<keyof typeof rulesEn, string> = {
  'rules.title': 'Säännöt ja voitot',
};
