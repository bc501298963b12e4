/** Rules and paytable screen texts (English): the source of their keys. */
import { strategyEn } from './strategy/en';

export const rulesEn = {
  'rules.title': 'Rules and payouts',
  'rules.tableTitle': '{game} · {table}',
  'rules.join': ' · ',
  'rules.ratio': '{a} to {b}',
  'rules.range': '{min} – {max}',
  'rules.upTo': 'up to {max}',
  'rules.none': '—',
  'rules.always': 'always',
  'rules.never': 'never',

  'rules.section.game': 'The game',
  'rules.section.shoe': 'Cards and shoe',
  'rules.section.dealer': 'The dealer',
  'rules.section.options': 'Your options',
  'rules.section.insurance': 'Insurance and even money',
  'rules.section.bonuses': 'Bonuses and side bets',
  'rules.section.behind': 'Bet behind',
  'rules.section.table': 'At the table',
  'rules.section.drawing': 'Third-card rules',
  'rules.section.bets': 'Bets and payouts',
  'rules.section.roads': 'Baccarat history',
  'rules.section.announced': 'Announced bets',
  'rules.section.keys': 'Keyboard (desktop)',
  'rules.bj.keys.moves': 'H hit · S stand · D double · P split · R surrender.',
  'rules.bj.keys.insurance': 'I takes insurance or even money, N declines it.',
  'rules.bj.keys.insuranceAmount': '← → or − + change the insurance amount.',
  'rules.bj.keys.behind':
    'Y matches the holder’s double or split with your back bet, N keeps it as it is; Enter takes your last answer.',
  'rules.bj.keys.bets': 'Space or Enter deals, Backspace takes the last chip back.',
  'rules.bac.keys.bets':
    'P, B and T put the selected chip on PLAYER, BANKER or TIE; ← and → choose the chip; X picks the remove tool.',
  'rules.bac.keys.round': 'Space or Enter deals; Backspace undoes, Delete clears; N new bet, R same bets, D rebet ×2.',
  'rules.rou.keys':
    'Space or Enter places the bets and spins (PLACE BET); Backspace or U undoes the last bet, C clears, R rebets, D doubles; 1 to 6 pick a chip; V switches the panel on a small screen. On the betting layout and the racetrack the arrow keys choose a bet and Enter places the chip.',
  'rules.keys.focus':
    'Tab moves between the controls in reading order (a yellow ring shows where you are); Enter or Space presses the one in the ring.',
  'rules.section.payouts': 'Paytable',
  'rules.section.limits': 'Limits',
  'rules.section.rtp': 'Return to player',
  // Every table (sheet 001 "Lisätietoja", RULES.md): malfunction, unfinished rounds, inactivity.
  'rules.section.terms': 'Malfunction, unfinished rounds and inactivity',
  'rules.terms.malfunction':
    'If the gaming hardware or software malfunctions, the bets and wins concerned are void and the stakes are returned.',
  'rules.terms.site':
    'The site’s terms govern how unfinished rounds are handled and the inactivity time after which a session ends on its own.',
  'rules.terms.resume':
    'A round left unfinished (the page closed, the connection lost) keeps its stakes and is resumed where it stopped when you come back.',
  'rules.terms.expiry':
    'Unfinished rounds expire after {duration}: a younger round is resumed where it stopped when you come back; an older one is completed when the table next opens, with the safest moves (insurance and even money declined, every hand still to play stands), the dealer plays it out, and it is settled.',
  'rules.terms.settledAtOnce':
    'A round is settled the moment its bets are placed: if you leave before its result is shown, the result is already in your balance and history.',
  'rules.terms.inactivity':
    'The inactivity time is {duration}: after that long without play the session ends on its own, with a warning a minute before.',
  'rules.terms.inactivityHalfway':
    'The inactivity time is {duration}: after that long without play the session ends on its own, with a warning halfway through.',
  'rules.terms.noInactivity': 'No inactivity time is set: the session does not end on its own.',

  'rules.col.bet': 'Bet',
  'rules.col.pays': 'Pays',
  'rules.col.numbers': 'Numbers',
  'rules.col.limit': 'Limit',
  'rules.col.rtp': 'Return',
  'rules.col.chips': 'Chips',
  'rules.col.covers': 'Covers',
  'rules.col.bankerTotal': 'Banker total',
  'rules.col.bankerDraws': "Draws when the Player's third card is",
  'rules.col.bankerStands': 'Stands when it is',

  'rules.decks.one': '{count} deck of 52 cards.',
  'rules.decks.other': '{count} decks of 52 cards.',
  'rules.decksShort.one': '{count} deck',
  'rules.decksShort.other': '{count} decks',
  'rules.shuffle.everyRound': 'The cards are shuffled before every round.',
  'rules.shuffle.continuous':
    'A continuous shuffling machine: the cards of each round go back into the shoe at random places.',
  'rules.shuffle.penetration': 'The shoe is reshuffled once {percent} of it has been dealt.',
  'rules.limits.chips': 'Chips',
  'rules.rtp.note': 'Return to player: the long-run share of the stakes a bet pays back.',
  'rules.rtp.unknown': 'Not available',

  'rules.bj.summary.s17': 'Dealer stands on all 17s',
  'rules.bj.summary.h17': 'Dealer hits soft 17',
  'rules.bj.summary.noHole': 'No hole card',
  'rules.bj.summary.pays': 'Blackjack pays {pays}',
  'rules.bj.goal': 'Beat the dealer: finish closer to 21 than the dealer without going over.',
  'rules.bj.values':
    'Cards 2–10 count their face value, J, Q and K count 10, an ace counts 11 or 1 (11 unless that busts). A hand with an ace counted as 11 is soft: A-6 is soft 17.',
  'rules.bj.blackjack':
    'Blackjack is an ace and a ten-value card as the first two cards of an unsplit hand. It pays {pays} and beats every other hand, 21 included; against a dealer blackjack it is a push.',
  'rules.bj.compare':
    'A hand over 21 busts and loses at once. A higher total than the dealer wins {pays}, a lower one loses, equal totals push and the stake comes back.',
  'rules.bj.dealerBust': 'If the dealer busts, every hand still in play wins.',
  'rules.bj.s17': 'Dealer stands on all 17s: the dealer draws on 16 or less and stands on 17 or more.',
  'rules.bj.h17': 'Dealer hits soft 17: the dealer draws on 16 or less and on soft 17, and stands on hard 17 or more.',
  'rules.bj.peek.aceAndTen':
    'The dealer takes a second card face down and checks it for blackjack when the up card is an ace or a ten-value card.',
  'rules.bj.peek.ace':
    'The dealer takes a second card face down and checks it for blackjack when the up card is an ace.',
  'rules.bj.noHoleCard':
    "No hole card: the dealer's second card is dealt only after every player has acted. A dealer blackjack then takes every bet, doubles and splits included; a player blackjack pushes.",
  'rules.bj.double.any2': 'Double on any first two cards: the stake is doubled and exactly one more card is dealt.',
  'rules.bj.double.9-11':
    'Double on a first-two-card total of 9, 10 or 11 only: the stake is doubled and exactly one more card is dealt.',
  'rules.bj.double.10-11':
    'Double on a first-two-card total of 10 or 11 only: the stake is doubled and exactly one more card is dealt.',
  'rules.bj.das.yes': 'Doubling is allowed after a split.',
  'rules.bj.das.no': 'No doubling after a split.',
  'rules.bj.split.none': 'Pairs may not be split.',
  'rules.bj.split.once':
    'Two cards of equal value (K-J too) may be split once, into two hands, each with a stake equal to the first.',
  'rules.bj.split.upTo':
    'Two cards of equal value (K-J too) may be split, and split again, up to {hands} hands, each with a stake equal to the first.',
  'rules.bj.split.whenPlayed': 'A split hand gets its second card when play reaches it.',
  'rules.bj.split.immediately': 'On a split, both hands get their second card at once.',
  'rules.bj.splitAces.oneCard': 'Split aces get one card each.',
  'rules.bj.splitAces.play':
    'Split aces are played like any other split hand: ask for as many cards as you like while neither passes 21.',
  'rules.bj.resplitAces.yes': 'Aces may be split again.',
  'rules.bj.resplitAces.no': 'Aces may not be split again.',
  'rules.bj.split21': '21 on a split hand counts as 21, not blackjack.',
  'rules.bj.balance': 'Doubling and splitting are offered only when your balance covers the extra stake.',
  'rules.bj.surrender.none': 'No surrender.',
  'rules.bj.surrender.late':
    'Surrender: on the first two cards of an unsplit hand, before any other decision, give up the hand and get half the stake back.',
  'rules.bj.surrender.lateNotVsAce':
    'Surrender: on the first two cards of an unsplit hand, before any other decision, give up the hand and get half the stake back; not against a dealer ace.',
  'rules.bj.surrender.peek': 'Where the dealer checks for blackjack, surrender is offered only after the check.',
  'rules.bj.insurance.yes':
    'Insurance is offered when the dealer shows an ace: it costs half the bet and pays {pays} if the dealer has blackjack.',
  'rules.bj.insurance.upToHalf':
    'Insurance is offered when the dealer shows an ace: the player picks any amount up to half the bet in whole units ({unit} at a time), or exactly half (the default); it pays {pays} if the dealer has blackjack.',
  'rules.bj.insurance.no': 'No insurance.',
  'rules.bj.evenMoney.yes': 'With a blackjack against a dealer ace you may take even money: {pays} paid at once.',
  'rules.bj.evenMoney.no': 'A player holding blackjack is not offered even money or insurance.',
  'rules.bj.insuredLock': 'A hand that took insurance may not double or split.',
  'rules.bj.bonus777':
    'Three sevens: a hand whose first three cards are 7-7-7 is paid {pays} at once, the double too when 7-7 was doubled. A split pair of sevens plays normally.',
  'rules.bj.perfectPairs':
    'Perfect Pairs side bet on each seat, settled on the first two cards. Pairs go by rank: J-J is a pair, J-Q is not.',
  'rules.bj.behind.place':
    'You may put one back bet on each box held by another player, from {min} up to that box’s own bet. The holder of the box alone makes every decision for the hand, and your back bet follows it.',
  'rules.bj.behind.match':
    'When the holder doubles or splits, you are asked whether to match it with your back bet; the table remembers your last answer. A split you do not match leaves the back bet on the first hand only.',
  'rules.bj.behind.pays':
    'The back bet is settled as the hand it follows, at the same payouts (blackjack {pays}, the 777 bonus, surrender and even money included). The holder’s insurance does not cover it.',
  'rules.bj.seats.one': 'You play one seat.',
  'rules.bj.seats.other': 'You may play up to {count} seats, each with its own bet.',
  'rules.bj.limitsNote': 'The limits apply to the initial bet of each seat.',
  'rules.bj.tiers': 'The lobby offers this table at these limits: {list}.',
  'rules.bj.tierShown': 'These are the limits of the {range} tier.',
  'rules.bj.pay.win': 'Winning hand',
  'rules.bj.pay.blackjack': 'Blackjack',
  'rules.bj.pay.push': 'Push',
  'rules.bj.pay.pushPays': 'stake returned',
  'rules.bj.pay.insurance': 'Insurance',
  'rules.bj.pay.evenMoney': 'Even money',
  'rules.bj.pay.surrender': 'Surrender',
  'rules.bj.pay.surrenderPays': 'half the stake returned',
  'rules.bj.pay.bonus777': '7-7-7',
  'rules.bj.pay.ppMixed': 'Perfect Pairs: mixed pair (red and black)',
  'rules.bj.pay.ppColoured': 'Perfect Pairs: coloured pair (same colour, different suit)',
  'rules.bj.pay.ppPerfect': 'Perfect Pairs: perfect pair (same suit)',
  'rules.bj.limit.seat': 'Bet per seat',
  'rules.bj.limit.perfectPairs': 'Perfect Pairs per seat',
  'rules.bj.limit.behind': 'Back bet',
  'rules.bj.limit.behindRange': '{min} up to the box’s bet',
  'rules.bj.rtp.main': 'Main game, basic strategy',
  'rules.bj.rtp.perfectPairs': 'Perfect Pairs',
  'rules.bj.rtp.computed':
    "The main game figure is computed for this table's rules from a full shoe, with the basic strategy for those rules.",
  'rules.bj.rtp.given': "The main game figure is this table's measured return with basic strategy.",
  'rules.bj.rtp.no777': 'The 777 bonus is not included in it; it adds a little.',

  'rules.bac.player': 'PLAYER',
  'rules.bac.banker': 'BANKER',
  'rules.bac.tie': 'TIE',
  'rules.bac.summary.banker': 'BANKER pays {pays}',
  'rules.bac.summary.tie': 'TIE pays {pays}',
  'rules.bac.goal': 'Bet on the hand that finishes closer to 9: PLAYER, BANKER, or a TIE between them.',
  'rules.bac.values':
    "An ace counts 1, 2–9 their face value, 10 and the face cards 0. A hand's total is the last digit of its sum: 7 + 6 = 3.",
  'rules.bac.deal': 'Each hand gets two cards, and maybe a third by the rules below.',
  'rules.bac.natural':
    "Natural: if either hand's first two cards total {totals}, both hands stand. This overrides every other rule.",
  'rules.bac.playerRule': 'The Player draws on {draw} and stands on {stand}.',
  'rules.bac.bankerStood': 'If the Player stood, the Banker draws on {draw} and stands on {stand}.',
  'rules.bac.bankerDrew':
    "If the Player drew a third card, the Banker draws or stands by its own total and the Player's third card, as in the table.",
  'rules.bac.tieRefund': 'On a tie, PLAYER and BANKER bets push: the stake comes back.',
  'rules.bac.tieLoses': 'On a tie, PLAYER and BANKER bets lose.',
  'rules.bac.commission':
    'A winning BANKER bet pays 1 to 1 less {commission} commission: stake and win together are {factor} × the stake, {rounding}.',
  'rules.bac.round.floor': 'rounded down to the cent',
  'rules.bac.round.ceil': 'rounded up to the cent',
  'rules.bac.round.half-up': 'rounded to the nearest cent, halves up',
  'rules.bac.round.half-even': 'rounded to the nearest cent, halves to even',
  'rules.bac.examples': 'For example: {examples}.',
  'rules.bac.example': 'a stake of {stake} returns {returned}',
  'rules.bac.tiePays': 'A winning TIE bet pays {pays}: {factor} × the stake comes back.',
  'rules.bac.roads':
    'The baccarat history and its roads show up to the last {count} rounds. Past that, the oldest {rows} rounds (a column of the bead plate) leave together, so no bead moves from its place.',
  'rules.bac.rtp.exact': 'Exact figures for a full shoe of {decks}, from every way its cards can fall.',

  'rules.rou.summary.zero': 'Single zero',
  'rules.rou.summary.straight': 'Straight up pays {pays}',
  'rules.rou.goal':
    'European roulette: one zero, {pockets} pockets. Place chips on a number or a group of numbers; a bet wins when the ball lands on a number it covers.',
  'rules.rou.outsideZero': 'Outside bets (columns, dozens, red or black, odd or even, 1–18 or 19–36) lose on zero.',
  'rules.rou.history': 'The last {count} winning numbers are shown.',
  'rules.rou.hotCold': 'Hot and cold numbers: the {count} most and least frequent of the last {window} spins.',
  'rules.rou.limitMin': 'Minimum {min} on each position.',
  'rules.rou.limitTotal': 'At most {total} for all the bets of one spin together.',
  'rules.rou.announcedHow':
    'Announced bets are placed from the racetrack. Their amount is shared evenly over their chips, so it must divide by the number of chips.',
  'rules.rou.neighbours':
    'Neighbours: a number and the numbers next to it on the wheel, one chip straight up on each. Pick {min} to {max} neighbours each side with − and + by the racetrack ({side} to begin with: {chips} chips); K each side is 2K + 1 chips.',
  'rules.rou.kind.straight': 'Straight up',
  'rules.rou.kind.split': 'Split',
  'rules.rou.kind.street': 'Street',
  'rules.rou.kind.trio': 'Trio (0-1-2, 0-2-3)',
  'rules.rou.kind.corner': 'Corner',
  'rules.rou.kind.basket': 'First four (0-1-2-3)',
  'rules.rou.kind.line': 'Six line',
  'rules.rou.kind.column': 'Column',
  'rules.rou.kind.dozen': 'Dozen',
  'rules.rou.kind.red': 'Red',
  'rules.rou.kind.black': 'Black',
  'rules.rou.kind.odd': 'Odd',
  'rules.rou.kind.even': 'Even',
  'rules.rou.kind.low': '1–18',
  'rules.rou.kind.high': '19–36',
  'rules.rou.numbers.one': '{count} number',
  'rules.rou.numbers.other': '{count} numbers',
  'rules.rou.announced.voisins': 'Voisins du zéro',
  'rules.rou.announced.tiers': 'Tiers du cylindre',
  'rules.rou.announced.orphelins': 'Orphelins',
  'rules.rou.announced.jeu-zero': 'Jeu zéro',
  'rules.rou.announced.neighbours': 'Neighbours',
  'rules.rou.piece': '{numbers} ×{chips}',
  'rules.rou.limit.perSpin': 'All bets of a spin',
  'rules.rou.rtp.all': 'Every bet',
  'rules.rou.rtp.exact': 'Exact figures: every pocket of the wheel is equally likely.',
  ...strategyEn,
} as const;

export type RulesKey = keyof typeof rulesEn;
export type RulesDictionary = Record<RulesKey, string>;
