/**
 * The fairness section's words (ui/fairness/words.ts) and its dictionary in four languages: a
 * client seed checked as the server would check it, saying what is wrong; a hash shortened; each
 * outcome of VERIFY and each failure in the player's words.
 */
import { describe, expect, it } from 'vitest';
import { isClientSeed } from '../../../src/engine/shared/fair';
import { LANGUAGES } from '../../../src/platform/i18n';
import { FAIRNESS_TEXTS, fairnessTranslator } from '../../../src/platform/i18n/fairness';
import { fairnessEn } from '../../../src/platform/i18n/fairness/en';
import { ApiFailure } from '../../../src/platform/remote/api';
import {
  checkClientSeed,
  failureText,
  outcomeWords,
  shortHash,
  verifyFailureText,
} from '../../../src/ui/fairness/words';

const ft = fairnessTranslator('en');
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the fairness texts', () => {
  it.each(LANGUAGES)('%s has every key, non-empty, with the same placeholders', (lang) => {
    const dict = FAIRNESS_TEXTS[lang] as Record<string, string>;
    expect(Object.keys(dict).sort()).toEqual(Object.keys(fairnessEn).sort());
    for (const [key, text] of Object.entries(fairnessEn)) {
      expect(dict[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(dict[key] as string), `${lang}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('are translated, not English copies', () => {
    for (const lang of ['fi', 'it', 'el'] as const) {
      const same = Object.keys(fairnessEn).filter(
        (k) => FAIRNESS_TEXTS[lang][k as keyof typeof fairnessEn] === fairnessEn[k as keyof typeof fairnessEn],
      );
      expect(same, lang).toEqual([]);
    }
  });
});

describe('checking a client seed before it is sent', () => {
  it('takes what the server takes: 1 to 64 of A–Z a–z 0–9 _ - (spaces around it dropped)', () => {
    for (const seed of ['a', 'my-own_seed', 'Z9', 'x'.repeat(64), '-_-']) {
      expect(checkClientSeed(seed, ft)).toEqual({ ok: true, seed });
      expect(isClientSeed(seed)).toBe(true);
    }
    expect(checkClientSeed('  lucky_7\n', ft)).toEqual({ ok: true, seed: 'lucky_7' });
  });

  it('says what is wrong with anything else, naming the characters it may not hold', () => {
    const problem = (typed: string) => {
      const c = checkClientSeed(typed, ft);
      expect(isClientSeed(typed)).toBe(false);
      return c.ok ? null : c.problem;
    };
    expect(problem('')).toBe('Type a client seed first.');
    expect(problem('   ')).toBe('Type a client seed first.');
    expect(problem('x'.repeat(65))).toBe('The client seed has 65 characters: 64 at most.');
    expect(problem('päivä 1')).toBe('A client seed may hold only A–Z, a–z, 0–9, _ and -, not “ä” “ ”');
    expect(problem('a.b.c')).toBe('A client seed may hold only A–Z, a–z, 0–9, _ and -, not “.”');
    expect(problem('seed🎲')).toBe('A client seed may hold only A–Z, a–z, 0–9, _ and -, not “🎲”');
  });

  it('says it in the player’s language', () => {
    const c = checkClientSeed('', fairnessTranslator('el'));
    expect(c).toEqual({ ok: false, problem: 'Πληκτρολογήστε πρώτα έναν σπόρο πελάτη.' });
  });
});

describe('the words of the section', () => {
  it('shortens a 64-digit hash to its first 10 and last 8 digits', () => {
    const hash = '0123456789abcdef'.repeat(4);
    expect(shortHash(hash)).toBe('0123456789…89abcdef');
    expect(shortHash('abc')).toBe('abc');
  });

  it('says a refusal or a lost connection in words', () => {
    expect(failureText(new ApiFailure(409, 'round-in-progress', 'open'), ft)).toContain('finish the round first');
    expect(failureText(new ApiFailure(0, 'connection-lost', 'gone'), ft)).toBe(
      'No answer from the game server. Try again in a moment.',
    );
    expect(failureText(new TypeError('Failed to fetch'), ft)).toBe(
      'No answer from the game server. Try again in a moment.',
    );
    expect(failureText(new ApiFailure(429, 'rate-limited', 'slow down'), ft)).toBe(
      'The game server refused (rate-limited).',
    );
    expect(verifyFailureText(new ApiFailure(404, 'no-round', 'open'), ft)).toBe(
      'This round is still being played: it can be verified once it ends.',
    );
    expect(verifyFailureText(new ApiFailure(404, 'not-found', 'none'), ft)).toBe(
      'The game server has no record of this round.',
    );
  });

  it('says each outcome of VERIFY; a mismatch with both sides, the seed’s first', () => {
    expect(outcomeWords({ status: 'match', game: 'baccarat', shown: ['AS', 'KD'] }, ft)).toMatchObject({
      tone: 'ok',
      title: null,
      summary: 'Verified: the revealed seed deals these cards.',
    });
    expect(outcomeWords({ status: 'unrevealed' }, ft)).toMatchObject({
      tone: 'info',
      summary: "This round's seed is still in use: rotate it to verify.",
    });
    expect(outcomeWords({ status: 'unverifiable' }, ft).tone).toBe('info');
    const cards = outcomeWords(
      { status: 'mismatch', game: 'baccarat', expected: ['AS', 'TD'], shown: ['AS', 'TH'] },
      ft,
    );
    expect(cards).toMatchObject({ tone: 'warn', title: 'MISMATCH' });
    expect(cards.sides).toEqual([
      { caption: 'From the seed', evidence: { kind: 'cards', cards: ['AS', 'TD'] } },
      { caption: 'In the round', evidence: { kind: 'cards', cards: ['AS', 'TH'] } },
    ]);
    expect(cards.summary).toBe(
      'MISMATCH: The revealed seed deals other cards than this round showed. From the seed: A♠ 10♦. In the round: A♠ 10♥.',
    );
    const seed = outcomeWords(
      { status: 'mismatch', game: 'roulette', about: 'seed', expected: ['aa11'], shown: ['bb22'] },
      ft,
    );
    expect(seed.summary).toBe(
      'MISMATCH: The revealed server seed is not the one committed before play: its hash differs. Hash committed before play: aa11. Hash of the revealed seed: bb22.',
    );
  });
});
