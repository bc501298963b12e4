/**
 * Blackjack's rules panel, line by line from the rules object: each field picks its sentence, so a
 * table (or an operator's override) can never read differently from how the engine plays it.
 */

import { PERFECT_PAIRS_ODDS } from '../../engine/blackjack/hand';
import { INSURANCE_UNIT } from '../../engine/blackjack/legal';
import type { BlackjackRules } from '../../engine/blackjack/rules';
import { insuranceReturn, mainReturn } from '../../engine/blackjack/settle';
import type { Minor } from '../../engine/shared/money';
import { type Formatter, grid } from './format';
import { blackjackMainReturn, perfectPairsReturn } from './returns';
import { deckLine, shuffleLine } from './shoe';
import { strategyBasis } from './strategy-basis';
import type { ReturnFigure, RulesSection, RulesTable } from './types';

export interface BlackjackParts {
  summary: string[];
  sections: RulesSection[];
  paytable: RulesTable;
  limits: RulesTable;
  returns: RulesTable;
  returnFigures: ReturnFigure[];
  /** Shown where the return is not: the strategy the chart holds, named by its rules. */
  strategy: RulesSection;
}

/** Net win per unit stake of an outcome, as the engine settles it (on a stake large enough to be exact). */
function netWin(outcome: Parameters<typeof mainReturn>[0], rules: BlackjackRules): [number, number] {
  const stake = 1000;
  return [mainReturn(outcome, stake, rules) - stake, stake];
}

export function blackjackParts(
  rules: BlackjackRules,
  f: Formatter,
  money: (minor: Minor) => string,
  rtp?: number,
): BlackjackParts {
  const { t } = f;
  const bjPays = f.ratio(rules.blackjackPays[0], rules.blackjackPays[1]);
  const winPays = f.ratio(...netWin('win', rules));
  const insurancePays = f.ratio(insuranceReturn(true, 1) - 1, 1);
  const splits = rules.maxHands > 1;

  const game: string[] = [
    t('rules.bj.goal'),
    t('rules.bj.values'),
    t('rules.bj.blackjack', { pays: bjPays }),
    t('rules.bj.compare', { pays: winPays }),
    t('rules.bj.dealerBust'),
  ];

  const shoe = [deckLine(f, rules.decks), shuffleLine(f, rules.shuffle)];

  const dealer = [
    t(rules.dealerHitsSoft17 ? 'rules.bj.h17' : 'rules.bj.s17'),
    rules.holeCard === 'none'
      ? t('rules.bj.noHoleCard')
      : t(rules.peekOn === 'ace' ? 'rules.bj.peek.ace' : 'rules.bj.peek.aceAndTen'),
  ];

  const options: string[] = [t(`rules.bj.double.${rules.doubleOn}`)];
  if (!splits) options.push(t('rules.bj.split.none'));
  else {
    options.push(
      rules.maxHands === 2 ? t('rules.bj.split.once') : t('rules.bj.split.upTo', { hands: f.num(rules.maxHands) }),
      t(rules.splitSecondCard === 'immediately' ? 'rules.bj.split.immediately' : 'rules.bj.split.whenPlayed'),
      t(rules.doubleAfterSplit ? 'rules.bj.das.yes' : 'rules.bj.das.no'),
      t(rules.hitSplitAces ? 'rules.bj.splitAces.play' : 'rules.bj.splitAces.oneCard'),
    );
    if (rules.maxHands > 2) options.push(t(rules.resplitAces ? 'rules.bj.resplitAces.yes' : 'rules.bj.resplitAces.no'));
    options.push(t('rules.bj.split21'));
  }
  options.push(t('rules.bj.balance'));
  if (rules.surrender === 'none') options.push(t('rules.bj.surrender.none'));
  else {
    options.push(t(rules.surrender === 'late' ? 'rules.bj.surrender.late' : 'rules.bj.surrender.lateNotVsAce'));
    if (rules.holeCard === 'peek') options.push(t('rules.bj.surrender.peek'));
  }

  // Where the player picks the amount (sheet 002, "enintään puolet"), the line says how.
  const insuranceLine =
    rules.insuranceAmount === 'up-to-half'
      ? t('rules.bj.insurance.upToHalf', { pays: insurancePays, unit: money(INSURANCE_UNIT) })
      : t('rules.bj.insurance.yes', { pays: insurancePays });
  const insurance: string[] = [
    rules.insurance ? insuranceLine : t('rules.bj.insurance.no'),
    rules.evenMoney
      ? t('rules.bj.evenMoney.yes', { pays: f.ratio(...netWin('even-money', rules)) })
      : t('rules.bj.evenMoney.no'),
  ];
  if (rules.insurance && rules.insuredHandMayNotDoubleOrSplit) insurance.push(t('rules.bj.insuredLock'));

  const bonuses: string[] = [];
  if (rules.bonus777) bonuses.push(t('rules.bj.bonus777', { pays: f.ratio(...netWin('bonus777', rules)) }));
  if (rules.perfectPairs) bonuses.push(t('rules.bj.perfectPairs'));

  const table = [f.plural('rules.bj.seats', rules.seats), t('rules.bj.limitsNote')];
  const tierRange = (tier: { minBet: Minor; maxBet: Minor }) =>
    t('rules.range', { min: money(tier.minBet), max: money(tier.maxBet) });
  if (rules.tiers.length > 1) table.push(t('rules.bj.tiers', { list: f.list(rules.tiers.map(tierRange)) }));

  const sections: RulesSection[] = [
    { id: 'game', heading: t('rules.section.game'), lines: game },
    { id: 'shoe', heading: t('rules.section.shoe'), lines: shoe },
    { id: 'dealer', heading: t('rules.section.dealer'), lines: dealer },
    { id: 'options', heading: t('rules.section.options'), lines: options },
    { id: 'insurance', heading: t('rules.section.insurance'), lines: insurance },
  ];
  if (bonuses.length > 0) sections.push({ id: 'bonuses', heading: t('rules.section.bonuses'), lines: bonuses });
  // Bet behind (sheet 002): on the computer players' boxes, so only where the table seats them.
  const behind = rules.betBehind && rules.otherPlayers > 0;
  if (behind) {
    sections.push({
      id: 'behind',
      heading: t('rules.section.behind'),
      lines: [
        t('rules.bj.behind.place', { min: money(rules.minBet) }),
        t('rules.bj.behind.match'),
        t('rules.bj.behind.pays', { pays: bjPays }),
      ],
    });
  }
  sections.push({ id: 'table', heading: t('rules.section.table'), lines: table });
  // The table's keyboard shortcuts (table-input.ts), for players at a desktop.
  sections.push({
    id: 'keys',
    heading: t('rules.section.keys'),
    lines: [
      t('rules.bj.keys.moves'),
      t('rules.bj.keys.insurance'),
      ...(rules.insurance && rules.insuranceAmount === 'up-to-half' ? [t('rules.bj.keys.insuranceAmount')] : []),
      ...(behind ? [t('rules.bj.keys.behind')] : []),
      t('rules.bj.keys.bets'),
      t('rules.keys.focus'),
    ],
  });

  const pays: string[][] = [
    [t('rules.bj.pay.blackjack'), bjPays],
    [t('rules.bj.pay.win'), winPays],
    [t('rules.bj.pay.push'), t('rules.bj.pay.pushPays')],
  ];
  if (rules.insurance) pays.push([t('rules.bj.pay.insurance'), insurancePays]);
  if (rules.evenMoney) pays.push([t('rules.bj.pay.evenMoney'), f.ratio(...netWin('even-money', rules))]);
  if (rules.surrender !== 'none') pays.push([t('rules.bj.pay.surrender'), t('rules.bj.pay.surrenderPays')]);
  if (rules.bonus777) pays.push([t('rules.bj.pay.bonus777'), f.ratio(...netWin('bonus777', rules))]);
  if (rules.perfectPairs) {
    pays.push(
      [t('rules.bj.pay.ppMixed'), f.ratio(PERFECT_PAIRS_ODDS.mixed, 1)],
      [t('rules.bj.pay.ppColoured'), f.ratio(PERFECT_PAIRS_ODDS.coloured, 1)],
      [t('rules.bj.pay.ppPerfect'), f.ratio(PERFECT_PAIRS_ODDS.perfect, 1)],
    );
  }

  const range = t('rules.range', { min: money(rules.minBet), max: money(rules.maxBet) });
  const limitRows: string[][] = [[t('rules.bj.limit.seat'), range]];
  // The engine takes a Perfect Pairs stake of up to the seat maximum.
  if (rules.perfectPairs)
    limitRows.push([t('rules.bj.limit.perfectPairs'), t('rules.upTo', { max: money(rules.maxBet) })]);
  if (behind)
    limitRows.push([t('rules.bj.limit.behind'), t('rules.bj.limit.behindRange', { min: money(rules.minBet) })]);
  limitRows.push([t('rules.limits.chips'), f.list(rules.chips.map(money))]);
  // At a table with tiers the grid is one tier's: it says which.
  const limitNotes = rules.tiers.length > 1 ? [t('rules.bj.tierShown', { range })] : [];

  const main = rtp ?? blackjackMainReturn(rules);
  const figures: ReturnFigure[] = [{ id: 'main', value: main }];
  const rtpRows: string[][] = [[t('rules.bj.rtp.main'), main === null ? t('rules.rtp.unknown') : f.percent(main)]];
  const sides: { name: string; value: number }[] = [];
  if (rules.perfectPairs) {
    const pp = perfectPairsReturn(rules.decks);
    figures.push({ id: 'perfectPairs', value: pp, side: true });
    rtpRows.push([t('rules.bj.rtp.perfectPairs'), f.percent(pp)]);
    sides.push({ name: t('rules.bj.rtp.perfectPairs'), value: pp });
  }
  // The strategy the figure assumes (Ontario: a skill game says which), named by its rules.
  const notes = [t('rules.rtp.note'), t('rules.bj.strategy.assumes', { rules: strategyBasis(rules, f) })];
  if (rules.insurance || rules.evenMoney) notes.push(t('rules.bj.strategy.noInsurance'));
  if (main !== null) notes.push(t(rtp === undefined ? 'rules.bj.rtp.computed' : 'rules.bj.rtp.given'));
  if (main !== null && rtp === undefined && rules.bonus777) notes.push(t('rules.bj.rtp.no777'));
  const lowest = sides.reduce<(typeof sides)[number] | null>((low, s) => (low && low.value <= s.value ? low : s), null);
  if (lowest) notes.push(t('rules.rtp.sideLowest', { rtp: f.percent(lowest.value), bet: lowest.name }));

  const summary = [
    f.plural('rules.decksShort', rules.decks),
    t(rules.dealerHitsSoft17 ? 'rules.bj.summary.h17' : 'rules.bj.summary.s17'),
  ];
  if (rules.holeCard === 'none') summary.push(t('rules.bj.summary.noHole'));
  summary.push(t('rules.bj.summary.pays', { pays: bjPays }));

  return {
    summary,
    sections,
    paytable: grid('paytable', t('rules.section.payouts'), [t('rules.col.bet'), t('rules.col.pays')], pays),
    limits: grid(
      'limits',
      t('rules.section.limits'),
      [t('rules.col.bet'), t('rules.col.limit')],
      limitRows,
      limitNotes,
    ),
    returns: grid('returns', t('rules.section.rtp'), [t('rules.col.bet'), t('rules.col.rtp')], rtpRows, notes),
    returnFigures: figures,
    strategy: {
      id: 'strategy',
      heading: t('rules.section.strategy'),
      lines: [t('rules.bj.strategy.line', { rules: strategyBasis(rules, f) })],
    },
  };
}
