import { beforeAll, describe, expect, it } from 'vitest';
import { exactReturns } from '../../../src/engine/baccarat/exact';
import { tableRules as baccaratRules } from '../../../src/engine/baccarat/rules';
import { expectedReturn } from '../../../src/engine/blackjack/ev/expected';
import { MEASURED_RTP } from '../../../src/engine/blackjack/rtp';
import { tableRules as blackjackRules } from '../../../src/engine/blackjack/rules';
import { computeStrategy } from '../../../src/engine/blackjack/strategy';
import { formatMoney } from '../../../src/engine/shared/money';
import { LANGUAGES, type Language, loadRulesTexts } from '../../../src/platform/i18n';
import { RULES_TABLES, type RulesContent, type RulesTable, rulesContent } from '../../../src/ui/rules/content';

// The rules screen's texts load with the panel, as in the game.
beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadRulesTexts));
});

const eur = (lang: Language) => (minor: number) => formatMoney(minor, 'EUR', lang, { compact: true });
/** A money formatter that shows exactly which amount the content asked for. */
const raw = (minor: number) => `<${minor}>`;

const content = (table: string, overrides?: Record<string, unknown>, lang: Language = 'en', rtp?: number) =>
  rulesContent(table, { lang, money: eur(lang), overrides, ...(rtp === undefined ? {} : { rtp }) });

function tables(c: RulesContent): RulesTable[] {
  return [c.paytable, c.limits, c.returns, ...c.extras];
}

function allText(c: RulesContent): string[] {
  return [
    c.heading,
    c.title,
    c.summary,
    ...c.sections.flatMap((s) => [s.heading, ...s.lines]),
    ...tables(c).flatMap((t) => [t.heading, ...t.columns, ...t.rows.flat(), ...t.notes]),
  ];
}

const lines = (c: RulesContent) => c.sections.flatMap((s) => s.lines);
const blockId = (b: RulesContent['blocks'][number]) =>
  b.kind === 'lines' ? `s:${b.section.id}` : b.kind === 'table' ? `t:${b.table.id}` : 'c:chart';
const hasLine = (c: RulesContent, text: string) => lines(c).some((l) => l.includes(text));
const row = (t: RulesTable, label: string) => t.rows.find((r) => r[0] === label);

describe('rules content: every table in every language', () => {
  it('covers the seven tables', () => {
    expect([...RULES_TABLES].sort()).toEqual(
      [
        'baccarat-6deck',
        'baccarat-8deck',
        'bj-classic',
        'bj-european',
        'bj-h17-8deck',
        'bj-multiseat',
        'roulette-european',
      ].sort(),
    );
  });

  const cases = RULES_TABLES.flatMap((table) => LANGUAGES.map((lang) => [table, lang] as const));
  it.each(cases)('%s in %s is complete, with every key found and every placeholder filled', (table, lang) => {
    const c = content(table, undefined, lang);
    expect(c.table).toBe(table);
    expect(c.lang).toBe(lang);
    expect(c.sections.length).toBeGreaterThanOrEqual(3);
    for (const s of c.sections) expect(s.lines.length, s.id).toBeGreaterThan(0);
    for (const t of tables(c)) {
      expect(t.rows.length, t.id).toBeGreaterThan(0);
      for (const r of t.rows) expect(r.length, `${t.id}: ${r.join(' | ')}`).toBe(t.columns.length);
    }
    for (const text of allText(c)) {
      expect(typeof text).toBe('string');
      expect(text.trim(), `empty text in ${table}/${lang}`).not.toBe('');
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).not.toMatch(/^(rules|table|game)\.[\w.-]+$/);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(c.returnFigures.length).toBeGreaterThan(0);
    for (const f of c.returnFigures) expect(f.value, f.id).not.toBeNull();
  });

  it.each(['fi', 'it', 'el'] as const)('%s lines are translated, not English', (lang) => {
    for (const table of RULES_TABLES) {
      const en = lines(content(table));
      const other = lines(content(table, undefined, lang));
      expect(other.length).toBe(en.length);
      const same = other.filter((l, i) => l === en[i]);
      expect(same, `${table}/${lang}`).toEqual([]);
    }
  });

  it('refuses an unknown table and overrides the engine refuses', () => {
    expect(() => content('poker-texas')).toThrow(/no rules for table/);
    expect(() => content('bj-classic', { decks: 9 })).toThrow(/decks/);
    expect(() => content('baccarat-8deck', { commission: 1 })).toThrow(/commission/);
    expect(() => content('roulette-european', { payouts: { straight: 0 } })).toThrow(/straight/);
  });
});

describe('blackjack lines follow the rules fields', () => {
  it('dealerHitsSoft17', () => {
    const s17 = content('bj-classic');
    const h17 = content('bj-classic', { dealerHitsSoft17: true });
    expect(hasLine(s17, 'Dealer stands on all 17s')).toBe(true);
    expect(hasLine(s17, 'hits soft 17')).toBe(false);
    expect(hasLine(h17, 'Dealer hits soft 17')).toBe(true);
    expect(hasLine(h17, 'stands on all 17s')).toBe(false);
    expect(h17.summary).toContain('Dealer hits soft 17');
    expect(content('bj-h17-8deck').summary).toContain('Dealer hits soft 17');
    const fiS17 = lines(content('bj-classic', undefined, 'fi'));
    const fiH17 = lines(content('bj-classic', { dealerHitsSoft17: true }, 'fi'));
    expect(fiH17).not.toEqual(fiS17);
    expect(fiH17.join(' ')).toContain('pehmeällä 17');
  });

  it('surrender', () => {
    const none = content('bj-classic', { surrender: 'none' });
    const late = content('bj-classic', { surrender: 'late' });
    const notAce = content('bj-classic', { surrender: 'late-not-vs-ace' });
    expect(hasLine(none, 'No surrender.')).toBe(true);
    expect(row(none.paytable, 'Surrender')).toBeUndefined();
    expect(hasLine(late, 'Surrender: on the first two cards')).toBe(true);
    expect(hasLine(late, 'not against a dealer ace')).toBe(false);
    expect(row(late.paytable, 'Surrender')?.[1]).toBe('half the stake returned');
    expect(hasLine(notAce, 'not against a dealer ace')).toBe(true);
    expect(hasLine(content('bj-european'), 'not against a dealer ace')).toBe(true);
  });

  it('decks, with the plural', () => {
    expect(hasLine(content('bj-classic'), '6 decks of 52 cards.')).toBe(true);
    expect(hasLine(content('bj-h17-8deck'), '8 decks of 52 cards.')).toBe(true);
    expect(hasLine(content('bj-classic', { decks: 2 }), '2 decks of 52 cards.')).toBe(true);
    expect(hasLine(content('bj-classic', { decks: 1 }), '1 deck of 52 cards.')).toBe(true);
    expect(content('bj-classic', { decks: 1 }).summary).toMatch(/^1 deck ·/);
    expect(hasLine(content('bj-classic', { decks: 1 }, 'fi'), '1 pakka')).toBe(true);
    expect(hasLine(content('bj-classic', { decks: 4 }, 'fi'), '4 pakkaa')).toBe(true);
  });

  it('doubleOn and doubleAfterSplit', () => {
    expect(hasLine(content('bj-classic'), 'Double on any first two cards')).toBe(true);
    expect(hasLine(content('bj-classic', { doubleOn: '9-11' }), 'total of 9, 10 or 11 only')).toBe(true);
    expect(hasLine(content('bj-classic', { doubleOn: '10-11' }), 'total of 10 or 11 only')).toBe(true);
    expect(hasLine(content('bj-classic'), 'No doubling after a split.')).toBe(true);
    expect(hasLine(content('bj-european'), 'Doubling is allowed after a split.')).toBe(true);
  });

  it('holeCard and peekOn', () => {
    const peek = content('bj-classic');
    const enhc = content('bj-classic', { holeCard: 'none' });
    expect(hasLine(peek, 'when the up card is an ace or a ten-value card')).toBe(true);
    expect(hasLine(peek, 'No hole card')).toBe(false);
    expect(hasLine(enhc, 'No hole card')).toBe(true);
    expect(hasLine(enhc, 'doubles and splits included')).toBe(true);
    expect(hasLine(enhc, 'checks it for blackjack')).toBe(false);
    expect(hasLine(enhc, 'only after the check')).toBe(false);
    expect(enhc.summary).toContain('No hole card');
    expect(hasLine(content('bj-european'), 'doubles and splits included')).toBe(true);
    expect(hasLine(content('bj-classic', { peekOn: 'ace' }), 'when the up card is an ace.')).toBe(true);
  });

  it('maxHands, split cards and split aces', () => {
    const noSplit = content('bj-classic', { maxHands: 1 });
    expect(hasLine(noSplit, 'Pairs may not be split.')).toBe(true);
    expect(hasLine(noSplit, 'not blackjack')).toBe(false);
    expect(hasLine(content('bj-classic'), 'may be split once, into two hands')).toBe(true);
    expect(hasLine(content('bj-classic', { maxHands: 3 }), 'up to 3 hands')).toBe(true);
    expect(hasLine(content('bj-european'), 'up to 4 hands')).toBe(true);
    expect(hasLine(content('bj-european'), 'Aces may be split again.')).toBe(true);
    expect(hasLine(content('bj-h17-8deck'), 'Aces may not be split again.')).toBe(true);
    expect(hasLine(content('bj-h17-8deck'), 'both hands get their second card at once')).toBe(true);
    expect(hasLine(content('bj-multiseat'), 'gets its second card when play reaches it')).toBe(true);
    // Sheets 000 and 003: split aces are played on; sheets 002 and 004 give them one card.
    for (const table of ['bj-classic', 'bj-multiseat']) {
      expect(hasLine(content(table), 'Split aces are played like any other split hand'), table).toBe(true);
      expect(hasLine(content(table), 'Split aces get one card each.'), table).toBe(false);
    }
    for (const table of ['bj-european', 'bj-h17-8deck']) {
      expect(hasLine(content(table), 'Split aces get one card each.'), table).toBe(true);
    }
    expect(hasLine(content('bj-classic', { hitSplitAces: false }), 'Split aces get one card each.')).toBe(true);
    expect(hasLine(content('bj-classic', undefined, 'fi'), 'niin monta korttia kuin haluat')).toBe(true);
  });

  it('insurance, even money and the insured-hand lock', () => {
    const classic = content('bj-classic');
    expect(hasLine(classic, 'pays 2 to 1 if the dealer has blackjack')).toBe(true);
    expect(hasLine(classic, 'A hand that took insurance may not double or split.')).toBe(true);
    expect(hasLine(content('bj-classic', { insuredHandMayNotDoubleOrSplit: false }), 'took insurance')).toBe(false);
    expect(hasLine(content('bj-multiseat'), 'took insurance')).toBe(false);
    const noInsurance = content('bj-classic', { insurance: false });
    expect(hasLine(noInsurance, 'No insurance.')).toBe(true);
    expect(row(noInsurance.paytable, 'Insurance')).toBeUndefined();
    expect(hasLine(classic, 'you may take even money')).toBe(true);
    expect(hasLine(content('bj-h17-8deck'), 'not offered even money')).toBe(true);
    expect(row(content('bj-h17-8deck').paytable, 'Even money')).toBeUndefined();
  });

  it('insurance of any amount up to half at bj-european, in every language; exactly half elsewhere', () => {
    const section = (c: RulesContent, id: string) => c.sections.find((s) => s.id === id)?.lines.join(' ') ?? '';
    const words: Record<Language, [string, string]> = {
      en: ['any amount up to half the bet in whole units ({unit} at a time), or exactly half', '← → or − +'],
      fi: ['enintään puolet panoksesta, täysinä rahayksikköinä ({unit} kerrallaan) tai tasan puolet', '← → tai − +'],
      it: ['fino a metà della puntata in unità intere ({unit} alla volta), oppure esattamente la metà', '← → o − +'],
      el: ['έως το μισό στοίχημα σε ακέραιες μονάδες ({unit} τη φορά), ή ακριβώς το μισό', '← → ή − +'],
    };
    for (const lang of LANGUAGES) {
      const [insurance, keys] = words[lang];
      const euro = content('bj-european', undefined, lang);
      expect(section(euro, 'insurance'), lang).toContain(insurance.replace('{unit}', eur(lang)(100)));
      expect(section(euro, 'keys'), lang).toContain(keys);
      const classic = content('bj-classic', undefined, lang);
      expect(section(classic, 'insurance'), lang).not.toContain(insurance.replace('{unit}', eur(lang)(100)));
      expect(section(classic, 'keys'), lang).not.toContain(keys);
    }
    expect(hasLine(content('bj-european', { insuranceAmount: 'half' }), 'it costs half the bet')).toBe(true);
  });

  it('bet behind at bj-european, in every language: where, how much, matching, paid as the hand; not elsewhere', () => {
    const section = (c: RulesContent, id: string) => c.sections.find((s) => s.id === id)?.lines.join(' ') ?? '';
    // The sheet's own word in Finnish (haamu), the minimum, the first-hand rule and the keys.
    const words: Record<Language, [string, string, string]> = {
      en: ['one back bet on each box held by another player, from {min}', 'first hand only', 'Y matches'],
      fi: [
        'yhden taustapanoksen (haamun) jokaiseen toisen pelaajan pelipaikkaan, vähintään {min}',
        'vain ensimmäiseen käteen',
        'Y: taustapanoksesi',
      ],
      it: ['una puntata dietro su ogni box tenuto da un altro giocatore, da {min}', 'solo sulla prima mano', 'Y segue'],
      el: [
        'ένα στοίχημα πίσω σε κάθε θέση που κρατά άλλος παίκτης, από {min}',
        'μόνο στο πρώτο χέρι',
        'Το Y ακολουθεί',
      ],
    };
    for (const lang of LANGUAGES) {
      const [place, split, keys] = words[lang];
      const euro = content('bj-european', undefined, lang);
      const text = section(euro, 'behind');
      expect(text, lang).toContain(place.replace('{min}', eur(lang)(1000)));
      expect(text, lang).toContain(split);
      expect(section(euro, 'keys'), lang).toContain(keys);
      expect(euro.limits.rows.length, lang).toBe(
        content('bj-european', { betBehind: false }, lang).limits.rows.length + 1,
      );
      expect(
        content('bj-classic', undefined, lang).sections.map((s) => s.id),
        lang,
      ).not.toContain('behind');
    }
    // No computer players, no box to bet behind: the section goes.
    expect(content('bj-european', { otherPlayers: 0 }).sections.map((s) => s.id)).not.toContain('behind');
    expect(row(content('bj-european').limits, 'Back bet')?.[1]).toBe(`${eur('en')(1000)} up to the box’s bet`);
  });

  it('bonus777 and perfectPairs', () => {
    const euro = content('bj-european');
    expect(hasLine(euro, '7-7-7 is paid 3 to 1')).toBe(true);
    expect(hasLine(euro, 'Perfect Pairs side bet')).toBe(true);
    const plain = content('bj-european', { bonus777: false, perfectPairs: false });
    expect(hasLine(plain, '7-7-7')).toBe(false);
    expect(hasLine(plain, 'Perfect Pairs')).toBe(false);
    expect(plain.sections.map((s) => s.id)).not.toContain('bonuses');
    expect(plain.paytable.rows.some((r) => r[0]?.startsWith('Perfect Pairs'))).toBe(false);
    expect(plain.returnFigures.map((f) => f.id)).toEqual(['main']);
    expect(hasLine(content('bj-classic', { bonus777: true }), '7-7-7')).toBe(true);
  });

  it('shuffle, seats and chips', () => {
    expect(hasLine(content('bj-classic'), 'reshuffled once 75% of it has been dealt')).toBe(true);
    expect(hasLine(content('bj-h17-8deck'), 'reshuffled once 10% of it has been dealt')).toBe(true);
    expect(hasLine(content('bj-european'), 'continuous shuffling machine')).toBe(true);
    expect(hasLine(content('bj-multiseat'), 'shuffled before every round')).toBe(true);
    expect(hasLine(content('bj-classic', { shuffle: { penetration: 0.5 } }), 'once 50% of it')).toBe(true);
    expect(hasLine(content('bj-classic', { shuffle: { penetration: 0.125 } }), 'once 12.5% of it')).toBe(true);
    expect(hasLine(content('bj-classic'), 'You play one seat.')).toBe(true);
    expect(hasLine(content('bj-multiseat'), 'up to 3 seats')).toBe(true);
    expect(hasLine(content('bj-classic', { seats: 5 }), 'up to 5 seats')).toBe(true);
    const c = rulesContent('bj-classic', { lang: 'en', money: raw, overrides: { chips: [200, 700], minBet: 200 } });
    expect(row(c.limits, 'Chips')?.[1]).toBe('<200> and <700>');
    expect(row(c.limits, 'Bet per seat')?.[1]).toBe('<200> – <50000>');
  });

  it("tiers: the limits of the table's tier, which tier that is, and every tier the lobby offers", () => {
    const at = (tier?: string) => rulesContent('bj-european', { lang: 'en', money: raw, tier });
    const high = at('20-1000');
    expect(row(high.limits, 'Bet per seat')?.[1]).toBe('<2000> – <100000>');
    expect(row(high.limits, 'Chips')?.[1]).toBe('<2000>, <5000>, <10000>, <25000>, and <100000>');
    expect(high.limits.notes).toEqual(['These are the limits of the <2000> – <100000> tier.']);
    // From the lobby's ⓘ (no tier): the first tier's limits.
    expect(row(at().limits, 'Bet per seat')?.[1]).toBe('<1000> – <50000>');
    for (const c of [high, at()]) {
      expect(hasLine(c, 'The lobby offers this table at these limits: <1000> – <50000> and <2000> – <100000>.')).toBe(
        true,
      );
    }
    // A table with one set of limits says nothing of tiers.
    expect(content('bj-classic').limits.notes).toEqual([]);
    expect(hasLine(content('bj-classic'), 'The lobby offers')).toBe(false);
  });
});

describe('baccarat history', () => {
  it('says how many rounds the roads keep and that they go a bead-plate column at a time', () => {
    const en = content('baccarat-8deck');
    expect(en.sections.find((s) => s.id === 'roads')?.heading).toBe('Baccarat history');
    expect(hasLine(en, 'show up to the last 360 rounds')).toBe(true);
    expect(hasLine(en, 'the oldest 6 rounds (a column of the bead plate) leave together')).toBe(true);
    expect(hasLine(content('baccarat-6deck', undefined, 'fi'), 'enintään 360 viimeisintä kierrosta')).toBe(true);
    expect(hasLine(content('baccarat-8deck', undefined, 'it'), 'le ultime 360 mani')).toBe(true);
    expect(hasLine(content('baccarat-8deck', undefined, 'el'), 'τους τελευταίους 360 γύρους')).toBe(true);
  });
});

describe('paytables match the engine', () => {
  it('blackjack', () => {
    const classic = content('bj-classic');
    expect(row(classic.paytable, 'Blackjack')?.[1]).toBe('3 to 2');
    expect(row(classic.paytable, 'Winning hand')?.[1]).toBe('1 to 1');
    expect(row(classic.paytable, 'Insurance')?.[1]).toBe('2 to 1');
    expect(classic.summary).toContain('Blackjack pays 3 to 2');
    const sixToFive = content('bj-classic', { blackjackPays: [6, 5] });
    expect(row(sixToFive.paytable, 'Blackjack')?.[1]).toBe('6 to 5');
    expect(hasLine(sixToFive, 'It pays 6 to 5')).toBe(true);
    const euro = content('bj-european');
    expect(row(euro.paytable, '7-7-7')?.[1]).toBe('3 to 1');
    expect(euro.paytable.rows.filter((r) => r[0]?.startsWith('Perfect Pairs')).map((r) => r[1])).toEqual([
      '5 to 1',
      '10 to 1',
      '30 to 1',
    ]);
    expect(row(content('bj-classic', undefined, 'fi').paytable, 'Blackjack')?.[1]).toBe('3:2');
    expect(row(content('bj-classic', undefined, 'it').paytable, 'Blackjack')?.[1]).toBe('3 a 2');
  });

  it('baccarat, with the commission rounding the engine applies', () => {
    const c = content('baccarat-8deck');
    expect(c.paytable.rows).toEqual([
      ['PLAYER', '1 to 1'],
      ['BANKER', '0.95 to 1'],
      ['TIE', '8 to 1'],
    ]);
    expect(row(content('baccarat-8deck', undefined, 'fi').paytable, 'PANKKIIRI')?.[1]).toBe('0,95:1');
    expect(hasLine(c, 'less 5% commission')).toBe(true);
    expect(hasLine(c, '1.95 × the stake, rounded down to the cent')).toBe(true);
    const m = rulesContent('baccarat-8deck', { lang: 'en', money: raw });
    expect(hasLine(m, '<10> returns <19>, a stake of <20> returns <39>, and a stake of <30> returns <58>')).toBe(true);
    const nine = content('baccarat-8deck', { payouts: { tie: [9, 1] } });
    expect(row(nine.paytable, 'TIE')?.[1]).toBe('9 to 1');
    expect(row(content('baccarat-6deck').limits, 'TIE')?.[1]).toBe('€0.10 – €1,000');
    expect(hasLine(content('baccarat-8deck', { tieRefundsPlayerAndBanker: false }), 'BANKER bets lose')).toBe(true);
  });

  it('baccarat drawing rules come from the tableau', () => {
    const c = content('baccarat-8deck');
    expect(hasLine(c, 'total 8 or 9, both hands stand')).toBe(true);
    expect(hasLine(c, 'The Player draws on 0–5 and stands on 6 or 7.')).toBe(true);
    expect(c.extras[0]?.rows).toEqual([
      ['0', 'always', '—'],
      ['1', 'always', '—'],
      ['2', 'always', '—'],
      ['3', '0–7 and 9', '8'],
      ['4', '2–7', '0, 1, 8, and 9'],
      ['5', '4–7', '0–3, 8, and 9'],
      ['6', '6 and 7', '0–5, 8, and 9'],
      ['7', 'never', 'always'],
    ]);
  });

  it('roulette: every bet kind with its numbers, payout and limit', () => {
    const c = content('roulette-european');
    expect(c.paytable.rows).toEqual([
      ['Straight up', '1 number', '35 to 1'],
      ['Split', '2 numbers', '17 to 1'],
      ['Street / Trio (0-1-2, 0-2-3)', '3 numbers', '11 to 1'],
      ['Corner / First four (0-1-2-3)', '4 numbers', '8 to 1'],
      ['Six line', '6 numbers', '5 to 1'],
      ['Column / Dozen', '12 numbers', '2 to 1'],
      ['Red / Black / Odd / Even / 1–18 / 19–36', '18 numbers', '1 to 1'],
    ]);
    expect(row(c.limits, 'Straight up')?.[1]).toBe('€0.10 – €100');
    expect(row(c.limits, 'Corner / First four (0-1-2-3)')?.[1]).toBe('€0.10 – €400');
    expect(row(c.limits, 'Red / Black / Odd / Even / 1–18 / 19–36')?.[1]).toBe('€0.10 – €1,800');
    expect(row(c.limits, 'All bets of a spin')?.[1]).toBe('up to €5,000');
    expect(hasLine(c, 'The last 13 winning numbers are shown.')).toBe(true);
    // A kind whose limit differs gets its own row.
    const trio = content('roulette-european', { limits: { max: { trio: 20_000 } } });
    expect(row(trio.limits, 'Street')?.[1]).toBe('€0.10 – €300');
    expect(row(trio.limits, 'Trio (0-1-2, 0-2-3)')?.[1]).toBe('€0.10 – €200');
  });

  it('roulette announced bets are listed chip by chip from the engine', () => {
    const c = content('roulette-european');
    const announced = c.extras[0] as RulesTable;
    expect(announced.rows.map((r) => [r[0], r[1]])).toEqual([
      ['Voisins du zéro', '9'],
      ['Tiers du cylindre', '6'],
      ['Orphelins', '5'],
      ['Jeu zéro', '4'],
    ]);
    expect(row(announced, 'Voisins du zéro')?.[2]).toBe(
      '0/2/3 ×2, 4/7, 12/15, 18/21, 19/22, 25/26/28/29 ×2, and 32/35',
    );
    expect(
      hasLine(c, 'Pick 1 to 9 neighbours each side with − and + by the racetrack (2 to begin with: 5 chips)'),
    ).toBe(true);
  });
});

describe('return to player equals the engine', () => {
  it('baccarat: exact figures for the table', () => {
    const c = content('baccarat-8deck');
    const exact = exactReturns(baccaratRules('baccarat-8deck'));
    expect(c.returnFigures).toEqual([
      { id: 'player', value: exact.rtp.player },
      { id: 'banker', value: exact.rtp.banker },
      { id: 'tie', value: exact.rtp.tie },
    ]);
    expect(c.returns.rows).toEqual([
      ['PLAYER', '98.76%'],
      ['BANKER', '98.94%'],
      ['TIE', '85.64%'],
    ]);
    expect(row(content('baccarat-8deck', undefined, 'fi').returns, 'PANKKIIRI')?.[1]).toBe('98,94\u00a0%');
    const six = content('baccarat-6deck');
    expect(six.returnFigures.find((f) => f.id === 'tie')?.value).toBe(
      exactReturns(baccaratRules('baccarat-6deck')).rtp.tie,
    );
  });

  it('roulette: 36/37 on every bet, and per kind when a payout changes', () => {
    const c = content('roulette-european');
    expect(c.returns.rows).toEqual([['Every bet', '97.30%']]);
    for (const f of c.returnFigures) expect(f.value, f.id).toBeCloseTo(36 / 37, 12);
    expect(c.returnFigures.map((f) => f.id)).toContain('voisins');
    const mean = content('roulette-european', { payouts: { straight: 30 } });
    expect(row(mean.returns, 'Straight up')?.[1]).toBe('83.78%');
    expect(row(mean.returns, 'Split')?.[1]).toBe('97.30%');
    expect(row(mean.paytable, 'Straight up')?.[2]).toBe('30 to 1');
  });

  it('blackjack: a preset table shows its measured return (10^8 rounds), changed rules the calculator, or the figure given', () => {
    for (const table of ['bj-classic', 'bj-h17-8deck']) {
      const measured = MEASURED_RTP[table]!.perInitialBet.rtp;
      const c = content(table);
      expect(c.returnFigures).toEqual([{ id: 'main', value: measured }]);
      expect(c.returns.rows[0]?.[1]).toBe(
        new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2 }).format(measured),
      );
      expect(c.returns.notes.join(' ')).toContain('measured');
      // an operator's override: the calculator's figure for exactly those rules
      const rules = blackjackRules(table, { surrender: 'none' });
      const changed = content(table, { surrender: 'none' });
      expect(changed.returnFigures).toEqual([{ id: 'main', value: expectedReturn(rules, computeStrategy(rules)) }]);
      expect(changed.returns.notes.join(' ')).toContain('computed');
    }
    const h17 = content('bj-classic', { dealerHitsSoft17: true }).returnFigures[0]?.value as number;
    const s17 = content('bj-classic', { dealerHitsSoft17: false }).returnFigures[0]?.value as number;
    expect(h17).toBeLessThan(s17);
    const given = content('bj-classic', undefined, 'en', 0.9951);
    expect(given.returns.rows[0]).toEqual(['Main game, basic strategy', '99.51%']);
    expect(given.returns.notes.join(' ')).toContain('measured');
  });

  it('blackjack: Perfect Pairs from the shoe (6 decks: 293/311); the 777 note only with the calculator', () => {
    const euro = content('bj-european');
    expect(euro.returnFigures.find((f) => f.id === 'perfectPairs')?.value).toBeCloseTo(293 / 311, 12);
    expect(row(euro.returns, 'Perfect Pairs')?.[1]).toBe('94.21%');
    // the measured figure includes the 777 bonus; the calculator's leaves it out and says so
    expect(euro.returns.notes.join(' ')).not.toContain('777 bonus is not included');
    expect(content('bj-european', { maxBet: 40000 }).returns.notes.join(' ')).toContain('777 bonus is not included');
  });
});

describe('reading order', () => {
  it.each(RULES_TABLES)('%s: every section and table once, the paytable after the game', (table) => {
    const c = content(table);
    const sections = c.blocks.flatMap((b) => (b.kind === 'lines' ? [b.section] : []));
    const drawn = c.blocks.flatMap((b) => (b.kind === 'table' ? [b.table] : []));
    expect(sections).toEqual(c.sections);
    expect(new Set(drawn)).toEqual(new Set(tables(c)));
    expect(drawn.length).toBe(tables(c).length);
    const ids = c.blocks.map(blockId);
    expect(ids.slice(0, 2)).toEqual(['s:game', 't:paytable']);
    // The returns close the table's own rules (at blackjack with the strategy chart's control under
    // them); the site's terms (terms.ts) and then the complaints and version close the screen.
    expect(ids.slice(-4)).toEqual(
      table.startsWith('bj-')
        ? ['t:returns', 'c:chart', 's:terms', 's:about']
        : [ids.at(-4), 't:returns', 's:terms', 's:about'],
    );
  });

  it('puts baccarat drawing rules under their section and roulette limits under theirs', () => {
    const ids = (table: string) => content(table).blocks.map(blockId);
    const bac = ids('baccarat-8deck');
    expect(bac[bac.indexOf('s:drawing') + 1]).toBe('t:drawing');
    const rou = ids('roulette-european');
    expect(rou[rou.indexOf('s:limits') + 1]).toBe('t:limits');
    expect(rou[rou.indexOf('s:announced') + 1]).toBe('t:announced');
  });
});
