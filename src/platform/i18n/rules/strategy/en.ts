/**
 * The rules screen's texts on strategy, side bets, complaints and the game's version, and the
 * strategy chart's (English): the source of their keys. The chart's letters are the table's own
 * keyboard keys (H S D P R) in every language, so a cell reads the same as the key that plays it.
 */
export const strategyEn = {
  'rules.section.strategy': 'Basic strategy',
  'rules.bj.strategy.assumes':
    'Strategy assumed: the basic strategy computed for this table’s rules ({rules}). The strategy chart below shows it hand by hand.',
  'rules.bj.strategy.noInsurance': 'That strategy never takes insurance or even money.',
  'rules.bj.strategy.line':
    'The basic strategy computed for this table’s rules ({rules}) gives the best play for every hand against every dealer up card. The strategy chart below shows it.',
  'rules.bac.strategy':
    'Strategy assumed: none. The cards are drawn by fixed rules and the player makes no decisions, so each figure holds however you bet.',
  'rules.rou.strategy':
    'Strategy assumed: none. Nothing is decided after the bets are placed, so each figure holds for the bet as placed, alone or with any other bets.',
  'rules.rtp.sideLowest': 'Lowest return of the side bets: {rtp} ({bet}).',

  'rules.bj.basis.s17': 'dealer stands on soft 17',
  'rules.bj.basis.h17': 'dealer hits soft 17',
  'rules.bj.basis.peekAceTen': 'dealer checks for blackjack under an ace or a ten',
  'rules.bj.basis.peekAce': 'dealer checks for blackjack under an ace',
  'rules.bj.basis.noHole': 'no hole card',
  'rules.bj.basis.double.any2': 'double on any two cards',
  'rules.bj.basis.double.9-11': 'double on 9–11 only',
  'rules.bj.basis.double.10-11': 'double on 10–11 only',
  'rules.bj.basis.noSplit': 'no splitting',
  'rules.bj.basis.splitOnce': 'one split',
  'rules.bj.basis.splitTo': 'splits up to {hands} hands',
  'rules.bj.basis.das': 'double after split',
  'rules.bj.basis.noDas': 'no double after split',
  'rules.bj.basis.splitAcesPlay': 'split aces played on',
  'rules.bj.basis.splitAcesOne': 'one card to each split ace',
  'rules.bj.basis.resplitAces': 'aces split again',
  'rules.bj.basis.noResplitAces': 'aces not split again',
  'rules.bj.basis.surrender.none': 'no surrender',
  'rules.bj.basis.surrender.late': 'late surrender',
  'rules.bj.basis.surrender.late-not-vs-ace': 'late surrender except against an ace',

  'rules.section.about': 'Complaints and game version',
  'rules.about.complaints':
    'To make a complaint, contact the casino’s customer support and give the time of the round and its round ID from the history. If your complaint is not resolved to your satisfaction, you may take it to the independent dispute resolution service or the gambling regulator named in the casino’s terms.',
  'rules.about.version': 'Game version: {version}.',

  'rules.chart.button': 'Strategy chart',
  'rules.chart.heading': 'Basic strategy',
  'rules.chart.basis': 'Computed for this table’s rules: {rules}. The limits do not change it.',
  'rules.chart.upCard': 'Dealer’s up card',
  'rules.chart.hard': 'Hard totals',
  'rules.chart.soft': 'Soft totals',
  'rules.chart.softHint': 'An ace counted as 11: A-7 is soft 18.',
  'rules.chart.pairs': 'Pairs',
  'rules.chart.pair': '{rank}-{rank}',
  'rules.chart.ten': '10',
  'rules.chart.ace': 'A',
  'rules.chart.code.H': 'H',
  'rules.chart.code.S': 'S',
  'rules.chart.code.D': 'D',
  'rules.chart.code.Ds': 'Ds',
  'rules.chart.code.P': 'P',
  'rules.chart.code.Rh': 'Rh',
  'rules.chart.code.Rs': 'Rs',
  'rules.chart.code.Rp': 'Rp',
  'rules.chart.legend.H': 'Hit',
  'rules.chart.legend.S': 'Stand',
  'rules.chart.legend.D': 'Double; if not allowed, hit',
  'rules.chart.legend.Ds': 'Double; if not allowed, stand',
  'rules.chart.legend.P': 'Split',
  'rules.chart.legend.Rh': 'Surrender; if not allowed, hit',
  'rules.chart.legend.Rs': 'Surrender; if not allowed, stand',
  'rules.chart.legend.Rp': 'Surrender; if not allowed, split',
  'rules.chart.pairsNote':
    'A pair’s row gives its best play, split or not; once a hand has three cards, play it by its total.',
  'rules.chart.fullShoe':
    'The chart is the best play from a full shoe; it does not follow the cards already dealt. The letters are the table’s keys.',
} as const;
