/**
 * English texts of a round's replay (issue 40): the replay page's banner, transport, figures and
 * errors, and the history recall's REPLAY. The source of their keys. Not in the core dictionary:
 * they load with the replay page and the history panel, never with a table's first screen.
 */
export const replayEn = {
  'replay.pageTitle': 'Round replay',
  'replay.banner': 'REPLAY',
  'replay.bannerNote': 'A finished round, shown as it was played. Nothing can be bet and no money moves.',
  'replay.round': 'Round {id}',
  'replay.heading.figures': 'FIGURES',
  'replay.heading.steps': 'STEPS',
  'replay.heading.bets': 'BETS',
  'replay.heading.table': 'AT THE TABLE',
  'replay.table': 'Table',
  'replay.started': 'Started',
  'replay.finished': 'Finished',
  'replay.staked': 'Staked',
  'replay.returned': 'Returned',
  'replay.net': 'Net',
  'replay.balanceBefore': 'Balance before',
  'replay.balanceAfter': 'Balance after',
  'replay.balanceNote': 'The casino’s wallet keeps the balance: this record does not hold it.',
  'replay.play': 'PLAY',
  'replay.pause': 'PAUSE',
  'replay.step': 'STEP',
  'replay.restart': 'RESTART',
  'replay.speedNormal': 'SPEED 1×',
  'replay.speedFast': 'SPEED 3×',
  'replay.speedSaid': 'Replay speed',
  'replay.showFigures': 'FIGURES',
  'replay.showTable': 'TABLE',
  'replay.progress': 'Step {done} of {total}',
  'replay.ended': 'End of the round',
  'replay.kind.bets': 'Bets placed',
  'replay.kind.deal': 'Cards dealt',
  'replay.kind.spin': 'Wheel spun',
  'replay.box': 'box {seat}',
  'replay.boxHand': 'box {seat}, hand {hand}',
  'replay.decisionAt': '{move} · {where}',
  'replay.msg.ready': 'Press PLAY to watch the round, or STEP to go through it a step at a time.',
  'replay.msg.bets': 'The bets, as they were placed.',
  'replay.error.title': 'This round cannot be replayed',
  'replay.error.code': 'Error code: {code}',
  'replay.error.noRound': 'The replay link does not say which round to show.',
  'replay.error.noToken': 'The replay link has no replay token. Ask the casino for a new link.',
  'replay.error.expired': 'This replay link has expired. Ask the casino for a new one.',
  'replay.error.unauthorized': 'This replay link is not valid. Ask the casino for a new one.',
  'replay.error.notFound': 'No finished round {id} was found.',
  'replay.error.open': 'Round {id} is still being played: it can be replayed once it has ended.',
  'replay.error.unreachable': 'The game server cannot be reached. Check the connection and reload the page.',
  'replay.error.mismatch':
    'The game’s rules do not reproduce the figures recorded for round {id} (staked, returned, balance after), so it is not shown. Please report the round.',
  'replay.error.void': 'Round {id} was void: its stakes were returned, and there is nothing to replay.',
  'replay.error.unreadable': 'The record of round {id} cannot be read by this version of the game.',
  'replay.error.unsupported':
    'Round {id} was played at a shared blackjack table: this version of the game cannot replay those yet.',
  'replay.error.noServer': 'Replays are read from the game server, and this page is not served by one.',
  'replay.open': 'REPLAY',
  'replay.blocked': 'The replay could not open in a new window. Allow pop-ups for this site and try again.',
} as const;

export type ReplayKey = keyof typeof replayEn;
export type ReplayTexts = Record<ReplayKey, string>;
