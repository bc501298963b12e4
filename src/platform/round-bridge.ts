/**
 * Tells the lobby about rounds (EMBEDDING.md) from the round journal's events: `roundStarted`
 * and `busy` when a round's first stake is taken, `balance` after its returns are credited,
 * `roundEnded` (with every stake the round took: doubles, splits and insurance included) and
 * `idle` when it closes.
 */
import type { Minor } from '../engine/shared/money';
import type { OutgoingPayloads } from './bridge';
import type { JournalEvent } from './journal-record';

type RoundMessage = 'roundStarted' | 'roundEnded' | 'balance' | 'busy' | 'idle';

/**
 * What it needs of the lobby bridge: its `post`, bound (`(type, ...p) => bridge.post(type, ...p)`
 * or `bridge.post.bind(bridge)`); LobbyBridge['post'] is one.
 */
export type PostRound = <T extends RoundMessage>(
  type: T,
  ...payload: OutgoingPayloads[T] extends undefined ? [] : [OutgoingPayloads[T]]
) => void;

/** Anything that publishes the journal's events (RoundJournal). */
export interface JournalEvents {
  subscribe(listener: (event: JournalEvent) => void): () => void;
}

/** Posts the journal's rounds to the lobby; returns the unsubscribe. */
export function connectRoundsToBridge(journal: JournalEvents, post: PostRound, balance: () => Minor): () => void {
  return journal.subscribe((event) => {
    switch (event.type) {
      case 'round.started':
        post('roundStarted', { roundId: event.round.roundId, staked: event.round.staked, balance: balance() });
        post('busy');
        break;
      case 'round.credited':
        post('balance', { balance: balance() });
        break;
      case 'round.closed': {
        const { roundId, staked, returned } = event.summary;
        post('roundEnded', { roundId, staked, returned, balance: balance() });
        post('idle');
        break;
      }
      case 'round.settled':
        break;
    }
  });
}
