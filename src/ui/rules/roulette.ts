/**
 * Roulette's rules panel from the table object and the layout: every bet kind with the numbers its
 * positions cover, its payout and its limit; kinds that read the same are shown as one row. The
 * announced bets are listed from the engine's own definitions, chip by chip.
 */
import {
  ANNOUNCED_BETS,
  type AnnouncedBet,
  NEIGHBOURS_EACH_SIDE,
  NEIGHBOURS_MAX,
  NEIGHBOURS_MIN,
  parseAnnounced,
} from '../../engine/roulette/bets';
import { positionsOfKind } from '../../engine/roulette/layout';
import { OUTSIDE_KINDS, POSITION_KINDS, type PositionKind, type RouletteTable } from '../../engine/roulette/rules';
import { POCKETS } from '../../engine/roulette/wheel';
import type { Minor } from '../../engine/shared/money';
import { type Formatter, grid } from './format';
import { announcedReturn, rouletteKindReturn } from './returns';
import type { ReturnFigure, RulesSection, RulesTable } from './types';

export interface RouletteParts {
  summary: string[];
  sections: RulesSection[];
  paytable: RulesTable;
  limits: RulesTable;
  returns: RulesTable;
  returnFigures: ReturnFigure[];
  announced: RulesTable;
}

interface KindRow {
  kinds: PositionKind[];
  count: number;
  payout: number;
  max: Minor;
}

/** Adjacent kinds alike in numbers covered, payout and limit share a row ("Red / Black"). */
function kindRows(table: RouletteTable): KindRow[] {
  const rows: KindRow[] = [];
  for (const kind of POSITION_KINDS) {
    const count = positionsOfKind(kind)[0]?.numbers.length ?? 0;
    const payout = table.payouts[kind];
    const max = table.limits.max[kind];
    const last = rows.at(-1);
    if (last && last.count === count && last.payout === payout && last.max === max) last.kinds.push(kind);
    else rows.push({ kinds: [kind], count, payout, max });
  }
  return rows;
}

export function rouletteParts(table: RouletteTable, f: Formatter, money: (minor: Minor) => string): RouletteParts {
  const { t } = f;
  const kindName = (kind: PositionKind) => t(`rules.rou.kind.${kind}`);
  const rows = kindRows(table);
  const rowName = (row: KindRow) => row.kinds.map(kindName).join(' / ');

  const game = [t('rules.rou.goal', { pockets: f.num(POCKETS) })];
  const outsideMissZero = OUTSIDE_KINDS.every((k) => positionsOfKind(k).every((p) => !p.numbers.includes(0)));
  if (outsideMissZero) game.push(t('rules.rou.outsideZero'));
  game.push(
    t('rules.rou.history', { count: f.num(table.history.shown) }),
    t('rules.rou.hotCold', { count: f.num(table.history.hotCold), window: f.num(table.history.window) }),
  );

  const limitLines = [
    t('rules.rou.limitMin', { min: money(table.limits.min) }),
    t('rules.rou.limitTotal', { total: money(table.limits.total) }),
  ];

  const fixed = ANNOUNCED_BETS.filter((b) => b.kind !== 'neighbours');
  const sample = parseAnnounced('neighbours:0');
  const announcedLines = [
    t('rules.rou.announcedHow'),
    t('rules.rou.neighbours', {
      side: f.num(NEIGHBOURS_EACH_SIDE),
      chips: f.num(sample.chips),
      min: f.num(NEIGHBOURS_MIN),
      max: f.num(NEIGHBOURS_MAX),
    }),
  ];
  const pieces = (bet: AnnouncedBet) =>
    f.list(
      bet.parts.map((p) => {
        const numbers = p.position.numbers.map((n) => f.num(n)).join('/');
        return p.chips === 1 ? numbers : t('rules.rou.piece', { numbers, chips: f.num(p.chips) });
      }),
    );
  const announcedRows = fixed.map((bet) => [t(`rules.rou.announced.${bet.kind}`), f.num(bet.chips), pieces(bet)]);

  // Returns per row and per announced bet; when every bet returns the same, one line says so.
  const figures: ReturnFigure[] = [
    ...rows.map((row) => ({ id: row.kinds.join('/'), value: rouletteKindReturn(table, row.kinds[0] as PositionKind) })),
    ...[...fixed, sample].map((bet) => ({ id: bet.kind, value: announcedReturn(table, bet) })),
  ];
  const distinct = new Set(figures.map((x) => f.percent(x.value as number)));
  const rtpRows =
    distinct.size === 1
      ? [[t('rules.rou.rtp.all'), f.percent(figures[0]?.value as number)]]
      : [
          ...rows.map((row, i) => [rowName(row), f.percent(figures[i]?.value as number)]),
          ...[...fixed, sample].map((bet, i) => [
            t(`rules.rou.announced.${bet.kind}`),
            f.percent(figures[rows.length + i]?.value as number),
          ]),
        ];

  return {
    summary: [
      t('rules.rou.summary.zero'),
      t('rules.rou.summary.straight', { pays: f.ratio(table.payouts.straight, 1) }),
      t('rules.range', { min: money(table.limits.min), max: money(table.limits.total) }),
    ],
    sections: [
      { id: 'game', heading: t('rules.section.game'), lines: game },
      { id: 'limits', heading: t('rules.section.limits'), lines: limitLines },
      { id: 'announced', heading: t('rules.section.announced'), lines: announcedLines },
      // The table's keyboard shortcuts (src/view/roulette/input.ts), for players at a desktop.
      { id: 'keys', heading: t('rules.section.keys'), lines: [t('rules.rou.keys'), t('rules.keys.focus')] },
    ],
    paytable: grid(
      'paytable',
      t('rules.section.payouts'),
      [t('rules.col.bet'), t('rules.col.numbers'), t('rules.col.pays')],
      rows.map((row) => [rowName(row), f.plural('rules.rou.numbers', row.count), f.ratio(row.payout, 1)]),
    ),
    limits: grid(
      'limits',
      t('rules.section.limits'),
      [t('rules.col.bet'), t('rules.col.limit')],
      [
        ...rows.map((row) => [rowName(row), t('rules.range', { min: money(table.limits.min), max: money(row.max) })]),
        [t('rules.rou.limit.perSpin'), t('rules.upTo', { max: money(table.limits.total) })],
        [t('rules.limits.chips'), f.list(table.chips.map(money))],
      ],
    ),
    returns: grid('returns', t('rules.section.rtp'), [t('rules.col.bet'), t('rules.col.rtp')], rtpRows, [
      t('rules.rtp.note'),
      // Nothing is decided after the bet: each figure holds for the bet as placed.
      t('rules.rou.strategy'),
      t('rules.rou.rtp.exact'),
    ]),
    returnFigures: figures,
    announced: grid(
      'announced',
      t('rules.section.announced'),
      [t('rules.col.bet'), t('rules.col.chips'), t('rules.col.covers')],
      announcedRows,
    ),
  };
}
