/**
 * A replay's steps in words, in every language: a decision by the label of the button that made
 * it, at its box and hand; the replay's texts translated, with the English placeholders.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, translator } from '../../../src/platform/i18n';
import { REPLAY_TEXTS, replayTranslator } from '../../../src/platform/i18n/replay';
import { replayEn } from '../../../src/platform/i18n/replay/en';
import { moveWords, progressWords, stepWords } from '../../../src/ui/replay/step-words';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const words = (lang: 'en' | 'fi') => ({
  t: translator(lang),
  rt: replayTranslator(lang),
  money: (m: number) => formatMoney(m, 'EUR', lang),
});

describe('a replay’s steps in words', () => {
  it('says each step, a decision by its button at its box and hand', () => {
    const w = words('en');
    expect(stepWords({ kind: 'bets' }, w)).toBe('Bets placed');
    expect(stepWords({ kind: 'spin' }, w)).toBe('Wheel spun');
    const split = { kind: 'decision' as const, mark: { decision: 'split', seat: 2, hand: 1 } };
    expect(stepWords(split, w)).toBe('SPLIT · box 2, hand 1');
    const insured = { kind: 'decision' as const, mark: { decision: 'insurance:250', seat: 1, hand: null } };
    expect(stepWords(insured, w)).toBe('INSURE €2.50 · box 1');
    expect(moveWords('behind:yes', w)).toBe('MATCH');
    expect(stepWords(split, words('fi'))).toBe('JAA · paikka 2, käsi 1');
    expect(progressWords({ done: 2, total: 5, ended: false }, w.rt)).toBe('Step 2 of 5');
    expect(progressWords({ done: 5, total: 5, ended: true }, w.rt)).toBe('End of the round');
  });

  it.each(LANGUAGES)('%s has every replay text, with the English placeholders', (lang) => {
    const dict = REPLAY_TEXTS[lang] as Record<string, string>;
    expect(Object.keys(dict).sort()).toEqual(Object.keys(replayEn).sort());
    for (const [key, text] of Object.entries(replayEn)) {
      expect(dict[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(dict[key] as string), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('is translated, not English copies', () => {
    for (const lang of ['fi', 'it', 'el'] as const) {
      const same = Object.keys(replayEn).filter(
        (k) => REPLAY_TEXTS[lang][k as keyof typeof replayEn] === replayEn[k as keyof typeof replayEn],
      );
      // Only the line that joins a move and its box, and Italian's loanword REPLAY, stay as they are.
      expect(
        same.filter((k) => !['replay.decisionAt', 'replay.banner', 'replay.open'].includes(k)),
        lang,
      ).toEqual([]);
    }
  });
});
