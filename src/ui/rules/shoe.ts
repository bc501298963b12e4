/** Lines about the cards both card games share: how many decks, and when they are shuffled. */
import type { ShufflePolicy } from '../../engine/shared/shoe';
import type { Formatter } from './format';

export function deckLine(f: Formatter, decks: number): string {
  return f.plural('rules.decks', decks);
}

export function shuffleLine(f: Formatter, shuffle: ShufflePolicy): string {
  if (shuffle === 'every-round') return f.t('rules.shuffle.everyRound');
  if (shuffle === 'continuous') return f.t('rules.shuffle.continuous');
  return f.t('rules.shuffle.penetration', { percent: f.percent(shuffle.penetration, 0, 1) });
}
