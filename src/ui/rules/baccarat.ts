/**
 * Baccarat's rules panel from its rules object and the engine's own tableau: the drawing rules are
 * read off `playerDraws` / `bankerDraws` for every total and third card, the commission and its
 * rounding off the payouts and `winReturn`, the returns off `exactReturns`.
 */
import { exactReturns } from '../../engine/baccarat/exact';
import { ROUNDS_KEPT } from '../../engine/baccarat/kept-rounds';
import { ROAD_ROWS } from '../../engine/baccarat/roads';
import { type BaccaratRules, BET_AREAS } from '../../engine/baccarat/rules';
import { winReturn } from '../../engine/baccarat/settle';
import { bankerDraws, isNaturalTotal, playerDraws } from '../../engine/baccarat/tableau';
import type { Minor } from '../../engine/shared/money';
import { type Formatter, grid } from './format';
import { deckLine, shuffleLine } from './shoe';
import type { ReturnFigure, RulesSection, RulesTable } from './types';

const TOTALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const CARD_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface BaccaratParts {
  summary: string[];
  sections: RulesSection[];
  paytable: RulesTable;
  limits: RulesTable;
  returns: RulesTable;
  returnFigures: ReturnFigure[];
  drawing: RulesTable;
}

export function baccaratParts(rules: BaccaratRules, f: Formatter, money: (minor: Minor) => string): BaccaratParts {
  const { t } = f;
  const areaName = (area: (typeof BET_AREAS)[number]) => t(`rules.bac.${area}`);
  const pays = (area: (typeof BET_AREAS)[number]) => f.ratio(...rules.payouts[area]);
  const naturals = TOTALS.filter(isNaturalTotal);
  const open = TOTALS.filter((v) => !isNaturalTotal(v));
  const split = (draws: (total: number) => boolean) => {
    const draw = open.filter(draws);
    const stand = open.filter((v) => !draws(v));
    return {
      draw: draw.length ? f.runs(draw) : t('rules.never'),
      stand: stand.length ? f.runs(stand) : t('rules.never'),
    };
  };

  const game = [t('rules.bac.goal'), t('rules.bac.values'), t('rules.bac.deal')];
  const shoe = [deckLine(f, rules.decks), shuffleLine(f, rules.shuffle)];
  const drawingLines = [
    t('rules.bac.natural', { totals: f.runs(naturals) }),
    t('rules.bac.playerRule', split(playerDraws)),
    t(
      'rules.bac.bankerStood',
      split((v) => bankerDraws(v, null)),
    ),
    t('rules.bac.bankerDrew'),
  ];

  const drawRows = open.map((total) => {
    const draw = CARD_VALUES.filter((c) => bankerDraws(total, c));
    const stand = CARD_VALUES.filter((c) => !bankerDraws(total, c));
    return [
      f.num(total),
      draw.length === CARD_VALUES.length
        ? t('rules.always')
        : draw.length
          ? f.runs(draw, 'conjunction')
          : t('rules.never'),
      stand.length === CARD_VALUES.length
        ? t('rules.always')
        : stand.length
          ? f.runs(stand, 'conjunction')
          : t('rules.none'),
    ];
  });

  const bets: string[] = [t(rules.tieRefundsPlayerAndBanker ? 'rules.bac.tieRefund' : 'rules.bac.tieLoses')];
  const [bn, bd] = rules.payouts.banker;
  if (bn < bd) {
    const examples = [1, 2, 3].map((k) => {
      const stake = rules.limits.banker.min * k;
      return t('rules.bac.example', { stake: money(stake), returned: money(winReturn(stake, 'banker', rules)) });
    });
    bets.push(
      t('rules.bac.commission', {
        commission: f.percent(1 - bn / bd, 0, 2),
        factor: f.num(1 + bn / bd),
        rounding: t(`rules.bac.round.${rules.rounding}`),
      }),
      t('rules.bac.examples', { examples: f.list(examples) }),
    );
  }
  const [tn, td] = rules.payouts.tie;
  bets.push(t('rules.bac.tiePays', { pays: pays('tie'), factor: f.num(1 + tn / td) }));

  const exact = exactReturns(rules);
  const figures: ReturnFigure[] = BET_AREAS.map((area) => ({ id: area, value: exact.rtp[area] }));

  return {
    summary: [
      f.plural('rules.decksShort', rules.decks),
      t('rules.bac.summary.banker', { pays: pays('banker') }),
      t('rules.bac.summary.tie', { pays: pays('tie') }),
    ],
    sections: [
      { id: 'game', heading: t('rules.section.game'), lines: game },
      { id: 'shoe', heading: t('rules.section.shoe'), lines: shoe },
      { id: 'drawing', heading: t('rules.section.drawing'), lines: drawingLines },
      { id: 'bets', heading: t('rules.section.bets'), lines: bets },
      // How far back the history goes (kept-rounds.ts), and why the roads never jump.
      {
        id: 'roads',
        heading: t('rules.section.roads'),
        lines: [t('rules.bac.roads', { count: f.num(ROUNDS_KEPT), rows: f.num(ROAD_ROWS) })],
      },
      // The table's keyboard shortcuts (src/view/baccarat/table-input.ts), for players at a desktop.
      {
        id: 'keys',
        heading: t('rules.section.keys'),
        lines: [t('rules.bac.keys.bets'), t('rules.bac.keys.round'), t('rules.keys.focus')],
      },
    ],
    drawing: grid(
      'drawing',
      t('rules.section.drawing'),
      [t('rules.col.bankerTotal'), t('rules.col.bankerDraws'), t('rules.col.bankerStands')],
      drawRows,
    ),
    paytable: grid(
      'paytable',
      t('rules.section.payouts'),
      [t('rules.col.bet'), t('rules.col.pays')],
      BET_AREAS.map((area) => [areaName(area), pays(area)]),
    ),
    limits: grid(
      'limits',
      t('rules.section.limits'),
      [t('rules.col.bet'), t('rules.col.limit')],
      [
        ...BET_AREAS.map((area) => [
          areaName(area),
          t('rules.range', { min: money(rules.limits[area].min), max: money(rules.limits[area].max) }),
        ]),
        [t('rules.limits.chips'), f.list(rules.chips.map(money))],
      ],
    ),
    returns: grid(
      'returns',
      t('rules.section.rtp'),
      [t('rules.col.bet'), t('rules.col.rtp')],
      BET_AREAS.map((area) => [areaName(area), f.percent(exact.rtp[area])]),
      // No decision is left to the player: the strategy line says the figures hold however one bets.
      [
        t('rules.rtp.note'),
        t('rules.bac.strategy'),
        t('rules.bac.rtp.exact', { decks: f.plural('rules.decksShort', rules.decks) }),
      ],
    ),
    returnFigures: figures,
  };
}
