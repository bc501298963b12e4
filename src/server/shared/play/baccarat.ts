/**
 * baccarat-shared: one 8-deck shoe dealt coup by coup to its cut card, every player's bets settled
 * against the same coup, the roads the history of that shoe. The shoe is fairness version 2
 * (SHARED.md): the cut is the stream's first draw, the shuffle goes on from the next word. Each
 * part is the solo table's round on the coup's cards, so it re-plays as any solo round does.
 */
import type { Bets } from '../../../engine/baccarat/rules';
import type { Card } from '../../../engine/shared/cards';
import { sharedBaccaratShoe } from '../../../engine/shared/fair-chain';
import { SeededRng } from '../../../engine/shared/rng';
import type { ShoeState } from '../../../engine/shared/shoe';
import { baccaratGame } from '../../tables/baccarat';
import { revealSeed } from '../fairness';
import { emit } from '../instance';
import type { TableState } from '../state';
import { openShoe } from './block-seed';
import { soloParts } from './solo-parts';
import type { SharedGame } from './types';

const DECKS = 8;

/** The table's shoe (secret): its cards, how many are dealt, where the cut card lies. */
interface SharedShoe {
  cards: Card[];
  position: number;
  cut: number;
}

interface BaccaratPart {
  shoe: SharedShoe | null;
  /** The first event of the shoe's first round: a reconnect must find every coup of the shoe. */
  shoeFrom?: number;
  /** The last coup as the table shows it. */
  last: unknown;
}

function partOf(state: TableState): BaccaratPart {
  return (state.game as BaccaratPart | null) ?? { shoe: null, last: null };
}

/** The shoe from its next card on, as the solo table's deal reads it (it never shuffles). */
function dealingFrom(shoe: SharedShoe): ShoeState {
  const { cards, position } = shoe;
  return {
    policy: 'stacked',
    decks: 0,
    cards,
    position,
    roundStart: position,
    cutIndex: null,
    shuffles: 0,
    lazy: false,
  };
}

const NO_BETS: Bets = { player: 0, banker: 0, tie: 0 };

export function sharedBaccarat(): SharedGame {
  const base = baccaratGame('baccarat-8deck');
  // The deal never draws at random: the shoe is stacked, its order from the fair stream.
  const noDraws = new SeededRng(0);

  return {
    game: 'baccarat',
    base,

    checkBets(_state, _playerId, raw, balance) {
      const checked = base.checkBets(raw, undefined, balance);
      return { bets: checked.bets, stake: checked.stake };
    },

    publicBets(state) {
      const sums = { player: 0, banker: 0, tie: 0 };
      for (const p of state.stakes) {
        const b = p.bets as Bets;
        sums.player += b.player;
        sums.banker += b.banker;
        sums.tie += b.tie;
      }
      return sums;
    },

    publicRound(state) {
      return partOf(state).last;
    },

    async deal(tx, step) {
      const s = step.state;
      const part = partOf(s);
      if (!part.shoe) {
        if (s.test?.shoe) {
          const cards = s.test.shoe as Card[];
          part.shoe = { cards, position: 0, cut: Math.max(1, cards.length - 6) };
          s.test = null;
          s.seed = null;
          // A test's shoe has no seed: its opening says so (k 0, no client seed).
          emit(step, {
            type: 'shoe.opened',
            chain: s.chain.chain,
            k: 0,
            commitment: s.chain.commitment,
            clientSeed: null,
          });
        } else {
          const serverSeed = await openShoe(tx, step);
          const { cut, cards } = sharedBaccaratShoe(serverSeed, s.seed?.clientSeed as string, DECKS);
          part.shoe = { cards, position: 0, cut };
        }
        s.history = [];
        part.shoeFrom = s.roundFrom ?? 0;
      }
      const shoe = part.shoe;
      const coup = base.open({ bets: NO_BETS, stake: 0, tier: null }, 0, dealingFrom(shoe), noDraws);
      const parts = soloParts(base, s.stakes, () => dealingFrom(shoe), noDraws);
      const record = coup.record!;
      const outcome = record.outcome as {
        winner: string;
        playerTotal: number;
        bankerTotal: number;
        natural: boolean;
        player: Card[];
        banker: Card[];
      };
      shoe.position = (coup.shoe as ShoeState).position;
      const cutOut = shoe.position >= shoe.cut;
      const last = {
        player: outcome.player,
        banker: outcome.banker,
        winner: outcome.winner,
        playerTotal: outcome.playerTotal,
        bankerTotal: outcome.bankerTotal,
        natural: outcome.natural,
      };
      part.last = last;
      s.history = [
        ...s.history,
        { winner: last.winner, playerTotal: last.playerTotal, bankerTotal: last.bankerTotal, natural: last.natural },
      ];
      emit(step, { type: 'play', tableRoundId: s.tableRoundId, coup: last, events: coup.events, cutCard: cutOut });
      const nonce = s.seed ? 0 : null;
      if (cutOut) {
        // The cut card came out in this coup: it is the shoe's last; its seed is revealed now.
        const serverSeed = s.seed ? await revealSeed(tx, s.seed.id) : null;
        emit(step, {
          type: 'shoe.closed',
          chain: s.seed?.chain ?? s.chain.chain,
          k: s.seed?.k ?? 0,
          serverSeed,
          clientSeed: s.seed?.clientSeed ?? null,
          cut: shoe.cut,
          coups: s.history.length,
        });
        part.shoe = null;
      }
      s.game = part;
      const recordOfTable = {
        cards: record.cards,
        position: shoe.position,
        coup: last,
        bets: s.stakes.map((p) => ({ roundId: p.roundId, bets: p.bets })),
      };
      return { parts, record: recordOfTable, nonce };
    },
  };
}
