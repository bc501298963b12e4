/**
 * Insurance of a chosen amount (sheet 002, "enintään puolet"): at bj-european the player stakes
 * any whole number of currency units up to half the main bet, or exactly half; other tables take
 * exactly half. Stacked shoes; bj-european has no hole card, so the dealer's blackjack is known
 * only when the second card comes after the players.
 */
import { describe, expect, it } from 'vitest';
import { roundRecord } from '../../../src/demo/blackjack/record';
import {
  BlackjackRuleError,
  type Decision,
  decide,
  decisionStake,
  insuranceChoiceOf,
  isLegalChoice,
  legalMoves,
  startRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { refusal } from '../refusal';
import { check, h, play } from './helpers';

const INS: Decision[] = ['insurance:yes', 'insurance:no'];

/** A round dealt at `table` and waiting on the insurance question. */
function atInsurance(table: string, main: number, balance = 100_000, shoe = 'TS AH 9D KC') {
  const rng = new SeededRng(1);
  const { state } = startRound(tableRules(table), stackedShoe(shoe.split(' ')), [{ seat: 1, main }], balance, rng);
  expect(state.phase).toBe('insurance');
  return { state, rng };
}

describe('bj-european: insurance of any whole amount up to half the bet', () => {
  it('a partial insurance wins 2:1 on the amount chosen when the dealer’s second card makes blackjack', () => {
    const r = check({
      name: 'partial insurance wins',
      table: 'bj-european',
      shoe: 'TS AH 9D KC',
      decisions: ['insurance:300', 'stand'],
      asked: [INS, ['hit', 'stand', 'double']],
      hands: [h('TS 9D', 19, 1000, 'lose', 0)],
      insurance: [{ bet: 300, returned: 900 }],
      dealer: 'AH KC',
      staked: 1300,
      returned: 900,
    });
    expect(r.events).toContainEqual({ type: 'insurance.taken', seat: 1, bet: 300 });
    expect(r.events).toContainEqual({
      type: 'bet.settled',
      seat: 1,
      hand: null,
      kind: 'insurance',
      outcome: 'insurance-win',
      bet: 300,
      returned: 900,
    });
    // History keeps the chosen stake and its return, as it keeps every bet.
    const { wagers, wins } = roundRecord(r.state, 3);
    expect(wagers).toContainEqual({ bet: 'insurance:1', amount: 300 });
    expect(wins).toContainEqual({ bet: 'insurance:1', amount: 900 });
  });

  it('a partial insurance is lost when the dealer has no blackjack; the hand is played on', () => {
    check({
      name: 'partial insurance loses',
      table: 'bj-european',
      shoe: 'TS AH 9D 7C',
      decisions: ['insurance:200', 'stand'],
      hands: [h('TS 9D', 19, 1000, 'win', 2000)],
      insurance: [{ bet: 200, returned: 0 }],
      dealer: 'AH 7C',
      staked: 1200,
      returned: 2000,
    });
  });

  it('exactly half may be an odd number of cents: 525 of 1050, by amount or by insurance:yes', () => {
    for (const decision of ['insurance:525', 'insurance:yes'] as const) {
      check({
        name: decision,
        table: 'bj-european',
        shoe: 'TS AH 9D KC',
        bets: [{ seat: 1, main: 1050 }],
        decisions: [decision, 'stand'],
        hands: [h('TS 9D', 19, 1050, 'lose', 0)],
        insurance: [{ bet: 525, returned: 1575 }],
        dealer: 'AH KC',
        staked: 1575,
        returned: 1575,
      });
    }
  });

  it('insurance:0 declines', () => {
    check({
      name: 'insurance:0',
      table: 'bj-european',
      shoe: 'TS AH 9D KC',
      decisions: ['insurance:0', 'stand'],
      hands: [h('TS 9D', 19, 1000, 'lose', 0)],
      insurance: [{ bet: 0, returned: 0 }],
      dealer: 'AH KC',
      staked: 1000,
      returned: 0,
    });
  });

  it('refuses amounts above half, between whole units, and names the legal range', () => {
    const { state, rng } = atInsurance('bj-european', 1050);
    expect(insuranceChoiceOf(state)).toEqual({ half: 525, halfAllowed: true, unit: 100, most: 500 });
    for (const ok of ['insurance:100', 'insurance:500', 'insurance:525', 'insurance:0'] as const) {
      expect(isLegalChoice(state, ok), ok).toBe(true);
    }
    for (const bad of ['insurance:600', 'insurance:550', 'insurance:250', 'insurance:99', 'insurance:1'] as const) {
      expect(isLegalChoice(state, bad), bad).toBe(false);
      const e = refusal(BlackjackRuleError, () => decide(state, bad, rng));
      expect(e.problem).toMatchObject({ code: 'move.illegal', decision: bad, seat: 1, hand: null, legal: INS });
      expect(e.message).toBe(
        `"${bad}" is not allowed at seat 1; legal moves: insurance:yes, insurance:no, insurance:AMOUNT (100 to 500 in steps of 100, or 525)`,
      );
    }
  });

  it('never stakes more than the balance covers: less than half is still offered', () => {
    // 1000 staked of 1350: 350 left, half would be 500.
    const { state, rng } = atInsurance('bj-european', 1000, 1350);
    expect(legalMoves(state)).toEqual(['insurance:no']);
    expect(insuranceChoiceOf(state)).toEqual({ half: 500, halfAllowed: false, unit: 100, most: 300 });
    expect(isLegalChoice(state, 'insurance:yes')).toBe(false);
    expect(isLegalChoice(state, 'insurance:400')).toBe(false);
    const step = decide(state, 'insurance:300', rng);
    expect(step.state.balance).toBe(50);
    expect(step.state.seats[0]?.insurance.bet).toBe(300);
    // Below one unit, nothing can be staked: no offer.
    const poor = startRound(
      tableRules('bj-european'),
      stackedShoe('TS AH 9D KC'.split(' ')),
      [{ seat: 1, main: 1000 }],
      1050,
      new SeededRng(1),
    );
    expect(poor.state.phase).toBe('player');
  });

  it('the stake of the decision is the amount chosen', () => {
    const { state } = atInsurance('bj-european', 1000);
    expect(decisionStake(state, 'insurance:300')).toBe(300);
    expect(decisionStake(state, 'insurance:yes')).toBe(500);
  });
});

describe('tables that take exactly half', () => {
  it('refuse an amount, even half itself, naming only yes and no; no offer when half is not covered', () => {
    const { state, rng } = atInsurance('bj-multiseat', 1000, 100_000, 'TS AH 9D KC');
    expect(insuranceChoiceOf(state)).toBeNull();
    for (const bad of ['insurance:300', 'insurance:500'] as const) {
      const e = refusal(BlackjackRuleError, () => decide(state, bad, rng));
      expect(e.message).toBe(`"${bad}" is not allowed at seat 1; legal moves: insurance:yes, insurance:no`);
    }
    expect(
      play('bj-multiseat', 'TS AH 9D KC'.split(' '), ['insurance:yes', 'stand']).state.seats[0]?.insurance,
    ).toEqual({ bet: 500, returned: 1500, settled: true });
    // Nor is insurance offered there when the balance cannot cover half.
    const short = startRound(
      tableRules('bj-multiseat'),
      stackedShoe('TS AH 9D 7C'.split(' ')),
      [{ seat: 1, main: 1000 }],
      1350,
      new SeededRng(1),
    );
    expect(short.state.phase).toBe('player');
  });
});
