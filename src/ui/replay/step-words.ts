/**
 * A replay's steps in the viewer's words, kept free of Pixi so they are testable: the bets, the
 * deal or the spin, and each blackjack decision by its button's name at the box and hand it
 * played ("SPLIT · box 1, hand 1"); and where the replay stands ("Step 2 of 5", "End of the round").
 */

import { insuranceAmountOf } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { ReplayProgress } from '../../games/replay/controller';
import type { DecisionMark } from '../../games/replay/rerun';
import type { StepKind } from '../../games/replay/scripts';
import type { MessageKey, Translate } from '../../platform/i18n';
import type { ReplayTranslate } from '../../platform/i18n/replay';

/** Each recorded decision by the label of the button that makes it at the table. */
const MOVE_KEYS: Readonly<Record<string, MessageKey>> = {
  'insurance:yes': 'bj.action.insurance',
  'insurance:no': 'bj.action.noInsurance',
  'even-money:yes': 'bj.action.evenMoney',
  'even-money:no': 'bj.action.noEvenMoney',
  hit: 'bj.action.hit',
  stand: 'bj.action.stand',
  double: 'bj.action.double',
  split: 'bj.action.split',
  surrender: 'bj.action.surrender',
  'behind:yes': 'bj.action.behindMatch',
  'behind:no': 'bj.action.behindKeep',
};

export interface StepWords {
  t: Translate;
  rt: ReplayTranslate;
  money: (minor: Minor) => string;
}

/** A decision's move in words: its button's label, an insurance of a chosen amount with the amount. */
export function moveWords(decision: string, w: StepWords): string {
  const amount = insuranceAmountOf(decision);
  if (amount !== null) return w.t('bj.action.insureAmount', { amount: w.money(amount) });
  const key = MOVE_KEYS[decision];
  return key ? w.t(key) : decision;
}

export function stepWords(step: { kind: StepKind; mark?: DecisionMark }, w: StepWords): string {
  if (step.kind !== 'decision') return w.rt(`replay.kind.${step.kind}`);
  if (!step.mark) return '';
  const { seat, hand } = step.mark;
  const move = moveWords(step.mark.decision, w);
  if (seat === null) return move;
  const where = hand === null ? w.rt('replay.box', { seat }) : w.rt('replay.boxHand', { seat, hand });
  return w.rt('replay.decisionAt', { move, where });
}

/** Where the replay stands: the step shown or under way, or the round's end. */
export function progressWords(p: Pick<ReplayProgress, 'done' | 'total' | 'ended'>, rt: ReplayTranslate): string {
  return p.ended ? rt('replay.ended') : rt('replay.progress', { done: p.done, total: p.total });
}
