/** The game each shared table plays (one object per table: they keep nothing between calls). */
import type { SharedTableId } from '../../../contract/shared';
import { sharedBaccarat } from './baccarat';
import { sharedBlackjack } from './blackjack';
import { sharedRoulette } from './roulette';
import type { SharedGame } from './types';

const GAMES: Readonly<Record<SharedTableId, SharedGame>> = {
  'bj-european-shared': sharedBlackjack(),
  'baccarat-shared': sharedBaccarat(),
  'roulette-shared': sharedRoulette(),
};

export function sharedGame(table: SharedTableId): SharedGame {
  return GAMES[table];
}
