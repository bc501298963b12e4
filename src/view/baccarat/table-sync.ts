/**
 * What the baccarat table shows for a machine snapshot, as pure functions: the buttons and
 * whether each is enabled, the message line, a refusal in the player's words, the round's result
 * and payout lines. The screen applies them; tests read them directly.
 */
import { type BaccaratRules, BET_AREAS, totalStake } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import type { Outcome } from '../../engine/baccarat/tableau';
import type { Minor } from '../../engine/shared/money';
import { betsOf } from '../../machines/baccarat/bets';
import type { BaccaratMove } from '../../machines/baccarat/moves';
import type { BaccaratTableView } from '../../machines/baccarat/view';
import type { Translate } from '../../platform/i18n';
import type { MessageFor } from '../kit/text/message-line';
import type { BacCommand, BacControlsState } from './controls';
import { commissionPercent } from './payouts';

/**
 * The buttons to show: TRY AGAIN when a payment failed; after a round (its result still on the
 * table) NEW BET, SAME BETS and REBET ×2; while betting UNDO, CLEAR and DEAL once a chip is down,
 * SAME BETS and REBET ×2 before it (when there was a last round); nothing while cards are dealt.
 */
export function controlsFor(view: BaccaratTableView, busy: boolean, showingResult: boolean): BacControlsState {
  const c = view.context;
  const none: BacControlsState = { buttons: {}, chips: false, selectedChip: c.chip, removing: false };
  if (view.phase === 'failed') {
    return { ...none, buttons: { retry: view.moves.has('round.retry') } };
  }
  if (view.phase !== 'betting' || busy) return none;
  const has = (m: BaccaratMove) => view.moves.has(m);
  let buttons: Partial<Record<BacCommand, boolean>>;
  if (showingResult && c.placements.length === 0) {
    buttons = { newBet: true, same: has('bet.rebet'), double: has('bet.double') };
  } else if (c.placements.length > 0) {
    buttons = { undo: has('bet.undo'), clear: has('bet.clear'), deal: has('round.deal') };
  } else if (c.lastBets) {
    buttons = { same: has('bet.rebet'), double: has('bet.double'), deal: false };
  } else buttons = { undo: false, clear: false, deal: false };
  return { buttons, chips: true, selectedChip: c.chip, removing: c.tool === 'remove' };
}

/** "BANKER WINS 7 TO 5", "TIE 6 TO 6", with "NATURAL 9" before it when a natural decided. */
export function resultText(outcome: Outcome, t: Translate): string {
  const { winner, playerTotal: player, bankerTotal: banker } = outcome;
  const line =
    winner === 'player'
      ? t('bac.msg.playerWins', { player, banker })
      : winner === 'banker'
        ? t('bac.msg.bankerWins', { player, banker })
        : t('bac.msg.tie', { total: player });
  return outcome.natural ? `${t('bac.msg.natural', { total: Math.max(player, banker) })} · ${line}` : line;
}

/**
 * What the round paid, to the cent: a Banker win shows its stake and what came back after the
 * commission; a tie shows the pushed stakes; otherwise the amount won, or that nothing was won.
 */
export function payoutText(
  settlement: Settlement,
  rules: BaccaratRules,
  t: Translate,
  money: (m: Minor) => string,
): string {
  const { areas } = settlement;
  const parts: string[] = [];
  const percent = commissionPercent(rules.payouts.banker);
  if (areas.banker.result === 'win' && percent > 0) {
    const stake = money(areas.banker.bet);
    parts.push(t('bac.msg.bankerReturn', { stake, returned: money(areas.banker.returned), percent }));
  }
  const pushed = areas.player.result === 'push' || areas.banker.result === 'push';
  if (pushed) {
    const back =
      (areas.player.result === 'push' ? areas.player.returned : 0) +
      (areas.banker.result === 'push' ? areas.banker.returned : 0);
    parts.push(t('bac.msg.push', { amount: money(back) }));
  }
  const won = BET_AREAS.reduce((s, a) => s + (areas[a].result === 'win' ? areas[a].returned : 0), 0);
  if (won > 0 && parts.length === 0) parts.push(t('bac.msg.won', { amount: money(won) }));
  else if (won > 0 && areas.tie.result === 'win') parts.push(t('bac.msg.won', { amount: money(won) }));
  if (parts.length === 0) parts.push(t('bac.msg.lost'));
  return parts.join(' · ');
}

/** The message line outside the animations (betting, a refused move, a call that failed). */
export const messageFor: MessageFor<BaccaratTableView> = (view, t, money, say) => {
  const c = view.context;
  if (c.notice) return say(c.notice);
  if (view.phase === 'betting') {
    if (c.tool === 'remove') return t('bac.msg.removing');
    const total = totalStake(betsOf(c.placements));
    if (total > 0 && view.moves.has('round.deal')) return t('bac.msg.ready', { total: money(total) });
    return t('bac.msg.place');
  }
  if (view.phase === 'payout') {
    const outcome = view.round?.tableau.outcome;
    return outcome ? resultText(outcome, t) : '';
  }
  return t('bac.msg.dealing');
};
