/** The English dictionary: the source of every key. Other languages must translate each one. */

import { a11yEn } from './a11y/en';
import { baccaratEn } from './baccarat/en';
import { blackjackEn } from './blackjack/en';
import { hudEn } from './hud/en';
import { loaderEn } from './loader/en';
import { noticesEn } from './notices/en';
import { paceEn } from './pace/en';
import type { RegulatedKey } from './regulated/en';
import { rouletteEn } from './roulette/en';
import type { RulesKey } from './rules/en';
import { sharedEn } from './shared/en';

export const en = {
  'app.brand': 'FELT',
  'app.tagline': 'Casino table games',
  'app.demoBadge': 'DEMO · PLAY MONEY',
  'app.loading': 'Shuffling the decks…',
  'app.webglError': 'This browser cannot draw the tables (WebGL is unavailable). Please try another browser.',
  'app.rendererBlocked':
    "The security settings of this page stop the game from drawing the tables. Please tell the casino's support.",
  'app.rendererError': 'The tables could not be drawn. Please reload the page or try another browser.',

  'lobby.heading': 'Choose a table',
  'lobby.comingSoon': 'COMING SOON',
  'lobby.play': 'PLAY',
  'lobby.notYet': '{game} is still being built. It will open here soon.',
  'lobby.limits': 'Bets {min} – {max}',
  'lobby.tierRange': '{min} – {max}',
  'lobby.tableCount': '{count} tables',
  'lobby.footer': 'Play money only. Rules and payouts of every table are in its rules screen.',

  'game.blackjack': 'Blackjack',
  'game.blackjack.tagline': 'Beat the dealer to 21. Blackjack pays 3 to 2.',
  'game.baccarat': 'Baccarat',
  'game.baccarat.tagline': 'Punto Banco: back the Player, the Banker or a Tie.',
  'game.roulette': 'European Roulette',
  'game.roulette.tagline': 'Single zero. Every inside, outside and announced bet.',

  'table.bj-classic': 'Classic',
  'table.bj-classic.blurb': '6 decks · dealer peeks · surrender',
  'table.bj-european': 'European',
  'table.bj-european.blurb': 'No hole card · 777 bonus · Perfect Pairs',
  'table.bj-multiseat': 'Multi-seat',
  'table.bj-multiseat.blurb': 'Up to 3 seats · fresh shoe every round',
  'table.bj-h17-8deck': 'Eight-deck H17',
  'table.bj-h17-8deck.blurb': '8 decks · dealer hits soft 17 · 4 hands',
  'table.baccarat-8deck': 'Eight decks',
  'table.baccarat-8deck.blurb': 'Big road, bead plate and derived roads',
  'table.baccarat-6deck': 'Six decks',
  'table.baccarat-6deck.blurb': 'Shuffled before every round',
  'table.roulette-european': 'European',
  'table.roulette-european.blurb': 'Single zero · racetrack · last 13 numbers',
  'error.title': 'This game cannot start',
  'error.badParameter': 'The launch parameter “{param}” is “{value}”, but it must be {expected}.',
  'error.expect.oneOf': 'one of: {list}',
  'error.expect.currency': 'an ISO 4217 currency code such as EUR',
  'error.expect.balance': 'a whole number of minor units, 0 or more',
  'error.expect.minutes': 'a whole number of minutes from {min} to {max}',
  'error.expect.noTier': 'left out, since only these tables have limit tiers: {tiers}',
  'error.gameUnavailable': '{game} is not available yet.',
  'error.backToLobby': 'Please go back to the lobby and choose another game.',
  'settings.title': 'Settings',
  'settings.open': 'Settings',
  'settings.close': 'Close',
  'settings.sound': 'Sound',
  'settings.volume': 'Volume',
  'settings.effects': 'Sound effects',
  'settings.music': 'Background music',
  'settings.speed': 'Speed play',
  'settings.speed.normal': 'Normal',
  'settings.speed.fast': 'Fast',
  'settings.baccaratHistory': 'Baccarat history',
  'settings.fourColourDeck': 'Four-colour deck',
  'settings.computerPlayers': 'Other players at the table',
  'lobby.balance': 'Balance {balance}',
  'storage.walletReset': 'Your saved play-money balance could not be read, so it starts again at {balance}.',
  'storage.memoryOnly':
    'This browser does not let the game save: your play money lasts only until you close or reload this page.',
  'storage.newerTitle': 'A newer save was found',
  'storage.newer': 'Your play money was saved by a newer version of the game. Reload the page to play with it.',
  'elsewhere.title': 'The game is open in another tab',
  'elsewhere.message': 'Your play money can be used in one tab or window at a time.',
  'elsewhere.playHere': 'PLAY HERE',
  'unfinished.title': 'Unfinished round',
  'unfinished.round': 'You have an unfinished {game} round. Its stakes are kept until you finish it.',
  'unfinished.go': 'GO TO {game}',
  'unfinished.expired':
    'Your unfinished round passed the expiry set by the site: it was completed with the safest moves and settled. Staked {staked}, returned {returned}.',
  'time.minutes.one': '{count} minute',
  'time.minutes.other': '{count} minutes',
  'session.warningTitle': 'Still playing?',
  'session.warning': 'The session ends in a minute without play. Tap anywhere or press a key to go on playing.',
  'session.continue': 'GO ON PLAYING',
  'session.endedTitle': 'The session has ended',
  'session.endedInactivity':
    'It ended after {duration} without play, as the site’s terms say. A round left unfinished is kept for you. Reload the page to start a new session.',
  'session.reload': 'START A NEW SESSION',
  'app.realBadge': 'REAL MONEY',
  'error.expect.launch': "the one-time launch code from the operator's launch URL",
  'error.expect.origin': "the game server's origin, such as https://games.example",
  'connection.reconnecting': 'Reconnecting… your round is safe',
  'connection.lost': 'Connection lost. Your round is kept on the server and resumes when you are back online.',
  'session.expired':
    'The session has expired on the game server. Start a new session to go on playing: an unfinished round waits for you.',
  'server.title': 'The game could not start',
  'server.unreachable': 'The game server cannot be reached. Check your connection and try again.',
  'server.launchRefused': 'This game link has expired or was already used. Open the game again from the casino lobby.',
  'server.currencyUnsupported': 'Demo play is not offered in this currency.',
  'server.sessionRefused': 'The game server could not start a session. Please try again.',
  ...hudEn,
  ...a11yEn,
  ...sharedEn,
  ...blackjackEn,
  ...rouletteEn,
  ...baccaratEn,
  ...noticesEn,
  ...loaderEn,
  ...paceEn,
} as const;

/** Keys of the dictionary every screen uses, loaded with the first screen. */
export type CoreKey = keyof typeof en;
export type Dictionary = Record<CoreKey, string>;
/**
 * Every key: the core ones, the rules screen's, which load with that screen, and the regulated
 * markets' dialogs', which load with the reality check.
 */
export type MessageKey = CoreKey | RulesKey | RegulatedKey;
