import { describe, expect, it } from 'vitest';
import {
  add,
  assertMinor,
  currencyDigits,
  formatMoney,
  isCurrencyCode,
  MoneyError,
  multiplyRatio,
  subtract,
  sum,
  toDecimalString,
} from '../../../src/engine/shared/money';

describe('money in integer minor units', () => {
  it('adds and subtracts exactly where floats would drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(add(10, 20)).toBe(30);
    expect(sum([10, 20, 30, 40])).toBe(100);
    expect(sum([])).toBe(0);
    expect(subtract(100_000, 2_550)).toBe(97_450);
  });

  it('refuses fractional, non-numeric and unsafe amounts', () => {
    expect(() => add(10, 0.5)).toThrow(MoneyError);
    expect(() => assertMinor('10')).toThrow(/integer number of minor units/);
    expect(() => assertMinor(Number.NaN, 'stake')).toThrow(/stake/);
    expect(() => add(Number.MAX_SAFE_INTEGER, 1)).toThrow(/overflow/);
  });

  it('floors banker commission to the cent as sheet 001 prints it', () => {
    // stake + win = 1.95 × stake, rounded down: 0.10 → 0.19, 0.20 → 0.39, 0.30 → 0.58
    expect(multiplyRatio(10, 195, 100, 'floor')).toBe(19);
    expect(multiplyRatio(20, 195, 100, 'floor')).toBe(39);
    expect(multiplyRatio(30, 195, 100, 'floor')).toBe(58);
    expect(multiplyRatio(100, 195, 100, 'floor')).toBe(195);
  });

  it('rounds 3:2 blackjack payouts on odd stakes as asked', () => {
    expect(multiplyRatio(1000, 3, 2, 'floor')).toBe(1500);
    expect(multiplyRatio(5, 3, 2, 'floor')).toBe(7);
    expect(multiplyRatio(5, 3, 2, 'ceil')).toBe(8);
    expect(multiplyRatio(5, 3, 2, 'half-up')).toBe(8);
    expect(multiplyRatio(5, 1, 2, 'half-even')).toBe(2);
    expect(multiplyRatio(7, 1, 2, 'half-even')).toBe(4);
    expect(multiplyRatio(-5, 1, 2, 'floor')).toBe(-3);
  });

  it('stays exact when amount × numerator leaves the safe range', () => {
    const big = 9_000_000_000_000_000 / 1000; // 9e12 minor units
    expect(multiplyRatio(big, 1_950_001, 1_000_000, 'floor')).toBe(17_550_009_000_000);
    // (2^52 + 1) × 3 / 2 = 6755399441055745.5: a float product would round it the wrong way
    expect(multiplyRatio(2 ** 52 + 1, 3, 2, 'floor')).toBe(Number(((2n ** 52n + 1n) * 3n) / 2n));
    expect(multiplyRatio(2 ** 52 + 1, 3, 2, 'ceil')).toBe(6_755_399_441_055_746);
  });

  it('refuses a ratio with a zero or fractional denominator', () => {
    expect(() => multiplyRatio(100, 1, 0, 'floor')).toThrow(MoneyError);
    expect(() => multiplyRatio(100, 1.5, 2, 'floor')).toThrow(MoneyError);
  });

  it('knows the minor digits of currencies with 2, 0 and 3 decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });

  it('builds the decimal string without floating point', () => {
    expect(toDecimalString(5, 2)).toBe('0.05');
    expect(toDecimalString(-1205, 2)).toBe('-12.05');
    expect(toDecimalString(1234, 0)).toBe('1234');
    expect(toDecimalString(1, 3)).toBe('0.001');
  });

  it('formats for each locale the product ships', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'fi').replace(nbsp, ' ')).toBe('1 234,56 €');
    expect(formatMoney(123456, 'EUR', 'it').replace(nbsp, ' ')).toBe('1234,56 €');
    expect(formatMoney(123456, 'EUR', 'el').replace(nbsp, ' ')).toBe('1.234,56 €');
  });

  it('formats zero- and three-decimal currencies by their own minor unit', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1500, 'BHD', 'en').replace(/\u00a0/g, ' ')).toBe('BHD 1.500');
    expect(formatMoney(1, 'BHD', 'en').replace(/\u00a0/g, ' ')).toBe('BHD 0.001');
  });

  it('formats huge amounts to the last minor unit', () => {
    expect(formatMoney(9_007_199_254_740_991, 'EUR', 'en')).toBe('€90,071,992,547,409.91');
  });

  it('drops zero cents only when asked, for chips and limits', () => {
    expect(formatMoney(500, 'EUR', 'en', { compact: true })).toBe('€5');
    expect(formatMoney(550, 'EUR', 'en', { compact: true })).toBe('€5.50');
    expect(formatMoney(500, 'EUR', 'en')).toBe('€5.00');
  });

  it('refuses an unknown currency with its code in the message', () => {
    expect(() => formatMoney(100, 'EUROS', 'en')).toThrow(/EUROS/);
  });
});
