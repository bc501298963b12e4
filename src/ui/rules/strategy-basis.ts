/**
 * The name of a blackjack table's basic strategy: the rules it was computed for, as a list
 * ("8 decks, dealer hits soft 17, …"). Ontario asks a skill game's return to say which strategy it
 * assumes; the strategy is the engine's, computed for these rules, so naming the rules names it.
 * Only the fields that change a decision are listed (not the limits, the shuffle or the payout of a
 * blackjack, which comes before any decision).
 */
import type { BlackjackRules } from '../../engine/blackjack/rules';
import type { Formatter } from './format';

export function strategyBasis(rules: BlackjackRules, f: Formatter): string {
  const { t } = f;
  const parts = [
    f.plural('rules.decksShort', rules.decks),
    t(rules.dealerHitsSoft17 ? 'rules.bj.basis.h17' : 'rules.bj.basis.s17'),
    rules.holeCard === 'none'
      ? t('rules.bj.basis.noHole')
      : t(rules.peekOn === 'ace' ? 'rules.bj.basis.peekAce' : 'rules.bj.basis.peekAceTen'),
    t(`rules.bj.basis.double.${rules.doubleOn}`),
  ];
  if (rules.maxHands <= 1) parts.push(t('rules.bj.basis.noSplit'));
  else {
    parts.push(
      rules.maxHands === 2
        ? t('rules.bj.basis.splitOnce')
        : t('rules.bj.basis.splitTo', { hands: f.num(rules.maxHands) }),
      t(rules.doubleAfterSplit ? 'rules.bj.basis.das' : 'rules.bj.basis.noDas'),
      t(rules.hitSplitAces ? 'rules.bj.basis.splitAcesPlay' : 'rules.bj.basis.splitAcesOne'),
    );
    if (rules.maxHands > 2)
      parts.push(t(rules.resplitAces ? 'rules.bj.basis.resplitAces' : 'rules.bj.basis.noResplitAces'));
  }
  parts.push(t(`rules.bj.basis.surrender.${rules.surrender}`));
  return f.list(parts);
}
