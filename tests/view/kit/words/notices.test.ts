/**
 * Every notice a table can give has its words in every language: the samples below name each
 * code of `Notice` (the mapped type does not compile while one is missing), in each game's data.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/engine/shared/money';
import type { Notice } from '../../../../src/machines/notices';
import type { GameId } from '../../../../src/platform/games';
import { LANGUAGES, translator } from '../../../../src/platform/i18n';
import { en } from '../../../../src/platform/i18n/en';
import { noticeText } from '../../../../src/view/kit/words/notices';

type Samples = { [C in Notice['code']]: { game: GameId; notice: Extract<Notice, { code: C }> }[] };

const SAMPLES: Samples = {
  'bet.none': [
    { game: 'blackjack', notice: { code: 'bet.none' } },
    { game: 'baccarat', notice: { code: 'bet.none' } },
    { game: 'roulette', notice: { code: 'bet.none' } },
  ],
  'bet.noSeat': [{ game: 'blackjack', notice: { code: 'bet.noSeat', seat: 4, seats: 3 } }],
  'bet.twoOnSeat': [{ game: 'blackjack', notice: { code: 'bet.twoOnSeat', seat: 1 } }],
  'bet.badAmount': [
    { game: 'blackjack', notice: { code: 'bet.badAmount', seat: 1, spot: 'main', amount: 1.5 } },
    { game: 'baccarat', notice: { code: 'bet.badAmount', area: 'tie', amount: -1 } },
    { game: 'roulette', notice: { code: 'bet.badAmount', bet: 'red', amount: 0 } },
  ],
  'bet.belowMin': [
    { game: 'blackjack', notice: { code: 'bet.belowMin', seat: 1, amount: 100, min: 500, max: 50_000 } },
    { game: 'baccarat', notice: { code: 'bet.belowMin', area: 'player', amount: 5, min: 10 } },
    { game: 'roulette', notice: { code: 'bet.belowMin', position: 'red', amount: 5, min: 10 } },
  ],
  'bet.overMax': [
    {
      game: 'blackjack',
      notice: { code: 'bet.overMax', seat: 2, spot: 'main', amount: 60_000, min: 100, max: 50_000 },
    },
    { game: 'baccarat', notice: { code: 'bet.overMax', area: 'tie', amount: 200_000, max: 100_000 } },
    { game: 'roulette', notice: { code: 'bet.overMax', position: 'straight:17', kind: 'straight', amount: 2, max: 1 } },
  ],
  'bet.overTotal': [{ game: 'roulette', notice: { code: 'bet.overTotal', total: 600_000, max: 500_000 } }],
  'bet.overBalance': [
    { game: 'blackjack', notice: { code: 'bet.overBalance', total: 600, balance: 500 } },
    { game: 'baccarat', notice: { code: 'bet.overBalance', total: 600, balance: 500 } },
    { game: 'roulette', notice: { code: 'bet.overBalance', total: 600, balance: 500 } },
  ],
  'bet.sideNeedsMain': [{ game: 'blackjack', notice: { code: 'bet.sideNeedsMain', seat: 1 } }],
  'bet.noSideBet': [{ game: 'blackjack', notice: { code: 'bet.noSideBet', seat: 1 } }],
  'bet.noBehind': [{ game: 'blackjack', notice: { code: 'bet.noBehind', seat: 1 } }],
  'bet.behindNotOther': [{ game: 'blackjack', notice: { code: 'bet.behindNotOther', seat: 2 } }],
  'bet.behindLimits': [
    { game: 'blackjack', notice: { code: 'bet.behindLimits', seat: 4, amount: 500, min: 1000, max: 2500 } },
  ],
  'bet.unknown': [{ game: 'roulette', notice: { code: 'bet.unknown', bet: 'split:1-5' } }],
  'bet.indivisible': [{ game: 'roulette', notice: { code: 'bet.indivisible', bet: 'voisins', amount: 10, chips: 9 } }],
  'bet.nothing': [{ game: 'roulette', notice: { code: 'bet.nothing', action: 'undo' } }],
  'bet.noPrevious': [{ game: 'roulette', notice: { code: 'bet.noPrevious' } }],
  'move.illegal': [
    { game: 'blackjack', notice: { code: 'move.illegal', decision: 'split', seat: 1, hand: 1, legal: ['hit'] } },
  ],
  'chip.unknown': [
    { game: 'blackjack', notice: { code: 'chip.unknown', value: 3 } },
    { game: 'roulette', notice: { code: 'chip.unknown', value: 3 } },
  ],
  'chip.none': [
    { game: 'blackjack', notice: { code: 'chip.none' } },
    { game: 'baccarat', notice: { code: 'chip.none', area: 'banker' } },
  ],
  'round.insufficientFunds': [
    { game: 'blackjack', notice: { code: 'round.insufficientFunds' } },
    { game: 'baccarat', notice: { code: 'round.insufficientFunds' } },
    { game: 'roulette', notice: { code: 'round.insufficientFunds' } },
  ],
  'round.inProgress': [{ game: 'blackjack', notice: { code: 'round.inProgress' } }],
  'round.gone': [{ game: 'blackjack', notice: { code: 'round.gone' } }],
  'round.illegal': [{ game: 'blackjack', notice: { code: 'round.illegal' } }],
  'round.tooSoon': [{ game: 'roulette', notice: { code: 'round.tooSoon' } }],
  'round.unavailable': [
    { game: 'blackjack', notice: { code: 'round.unavailable' } },
    { game: 'roulette', notice: { code: 'round.unavailable' } },
  ],
  'round.unsaved': [{ game: 'baccarat', notice: { code: 'round.unsaved' } }],
  'round.void': [
    {
      game: 'blackjack',
      notice: { code: 'round.void', reason: 'rules-error', round: { roundId: 'b-1', returned: 150 } },
    },
    { game: 'baccarat', notice: { code: 'round.void', reason: 'rules-error', round: null } },
    {
      game: 'blackjack',
      notice: { code: 'round.void', reason: 'unreadable', round: { roundId: 'b-2', returned: 100 } },
    },
    {
      game: 'blackjack',
      notice: { code: 'round.void', reason: 'unplayable', round: { roundId: 'b-3', returned: 100 } },
    },
    {
      game: 'blackjack',
      notice: { code: 'round.void', reason: 'wallet-failure', round: { roundId: 'b-4', returned: 100 } },
    },
    { game: 'roulette', notice: { code: 'round.void', reason: 'overflow', round: null } },
  ],
};

const samples = Object.values(SAMPLES).flat();
const keys = Object.keys(en);

describe('notices in the player’s words', () => {
  it.each(LANGUAGES)('%s: every code, at every game that gives it, has its own text', (lang) => {
    const t = translator(lang);
    const money = (m: number) => formatMoney(m, 'EUR', lang);
    const english = translator('en');
    for (const { game, notice } of samples) {
      const text = noticeText(notice, { game, t, money });
      expect(text.trim(), `${lang} ${game} ${notice.code}`).not.toBe('');
      // never a dictionary key shown raw, never a placeholder left unfilled
      expect(keys.includes(text), `${lang} ${game} ${notice.code}: ${text}`).toBe(false);
      expect(text, `${lang} ${game} ${notice.code}`).not.toMatch(/\{\w+\}/);
      if (lang !== 'en') {
        const inEnglish = noticeText(notice, { game, t: english, money: (m) => formatMoney(m, 'EUR', 'en') });
        expect(text, `${lang} ${game} ${notice.code} is still English`).not.toBe(inEnglish);
      }
    }
  });

  it('says the figures of the limit it names, as each game words it', () => {
    const t = translator('en');
    const money = (m: number) => formatMoney(m, 'EUR', 'en');
    const say = (game: GameId, n: Notice) => noticeText(n, { game, t, money });
    expect(say('blackjack', SAMPLES['bet.belowMin'][0]!.notice)).toBe('The minimum bet per seat is €5.00');
    expect(say('baccarat', SAMPLES['bet.overMax'][1]!.notice)).toBe('The TIE maximum is €1,000.00');
    expect(say('roulette', SAMPLES['bet.overTotal'][0]!.notice)).toBe('At most €5,000.00 for all the bets of one spin');
    expect(say('baccarat', { code: 'chip.none', area: 'player' })).toBe('There is no chip on PLAYER to take off');
    expect(say('blackjack', SAMPLES['round.void'][0]!.notice)).toBe(
      'A malfunction voided the round (an internal error in the game rules): every stake was returned, €1.50.',
    );
    expect(say('baccarat', SAMPLES['round.void'][1]!.notice)).toBe(
      'A malfunction stopped the round (an internal error in the game rules): no stake was taken.',
    );
    // A table saved with the notice before reasons were kept says it as it did then.
    expect(say('blackjack', { code: 'round.void' } as Notice)).toBe(
      'A malfunction voided the round: every stake was returned.',
    );
  });
});
