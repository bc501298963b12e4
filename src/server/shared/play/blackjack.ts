/**
 * bj-european-shared: five boxes held by players (up to three each), back bets on boxes someone
 * else holds (one per box, sheet 002), every decision the holder's alone with `turnSeconds` to
 * make it; the clock stands a hand (and declines insurance) when its time runs out. A back bet
 * follows a double or split when its bettor said so with the bet and the extra stake is taken.
 * The cards of each round are the fair shoe of the table seed's next nonce (one seed per 100
 * rounds, SHARED.md): a continuous shuffler returns every card after each round.
 */
import { engineAction, wireDecision } from '../../../contract/decisions';
import {
  BlackjackRuleError,
  type Choice,
  decisionStake,
  illegalChoiceProblem,
  legalMoves,
  publicView,
  type RoundEvent,
  type RoundState,
} from '../../../engine/blackjack/index';
import { fairShoe } from '../../../engine/shared/fair';
import type { Sql } from '../../db/db';
import { ApiError, ruleErrorToApi } from '../../errors';
import { ruleChecked } from '../../rounds/open';
import { blackjackGame } from '../../tables/blackjack';
import { lockWalletCall, markDeclined, markDone, queueWalletCall, rollBackDebit } from '../../wallet/wallet-calls';
import { emit, type TableStep } from '../instance';
import { keepStake, lockedBalance, type PartResult } from '../money';
import type { TableState } from '../state';
import { sharedBlackjackRules } from '../tables';
import { type BoxBet, boxesAtClose, checkBoxBets } from './blackjack-bets';
import {
  askedHand,
  type BlackjackTableRecord,
  type BoxDecision,
  cardsOf,
  dealBoxes,
  decideBox,
  ownerSums,
  UNCHECKED,
} from './blackjack-round';
import { nextInBlock, revealUsedUp } from './block-seed';
import type { Dealt, SharedGame } from './types';

/** The round in play: the engine's state (its shoe stacked: the rest of the round's cards), owners, decisions. */
interface BlackjackPart {
  round: RoundState;
  record: BlackjackTableRecord;
  events: RoundEvent[];
  nonce: number | null;
}

const rules = sharedBlackjackRules();

function partOf(s: TableState): BlackjackPart | null {
  return s.game as BlackjackPart | null;
}

export function sharedBlackjack(): SharedGame {
  const base = blackjackGame('bj-european');

  /** Asks the next hand, settles, or answers a back bet's follow, until a holder must decide or the round is over. */
  const playOn = async (tx: Sql, step: TableStep, part: BlackjackPart): Promise<Dealt | null> => {
    const s = step.state;
    for (;;) {
      const state = part.round;
      if (state.phase === 'over') return finish(tx, step, part);
      const asked = askedHand(state);
      if (!asked) throw new Error(`a blackjack round rests in phase ${state.phase} with nobody asked`);
      const owners = part.record.owners.find((o) => o.box === asked.box)!;
      if (state.phase === 'behind') {
        // The back bettor answered with the bet (`behindFollows`): nobody is waited for.
        const backer = s.stakes.find((p) => p.playerId === owners.behindOwner);
        let follow = Boolean(backer?.follows?.includes(asked.box));
        if (follow && backer?.seamless) {
          // The operator's wallet must take it, with no transaction open: it is asked once this
          // step commits (seamless.ts), and the round rests on it until it answers or the time runs out.
          const amount = decisionStake(state, 'behind:yes');
          const uuid = await queueWalletCall(tx, {
            playerId: backer.playerId,
            roundId: backer.roundId,
            kind: 'debit',
            amount,
            requestId: null,
          });
          s.follow = { uuid, playerId: backer.playerId, amount };
          step.follows.push(uuid);
          s.asked = {
            box: asked.box,
            hand: asked.hand,
            kind: 'behind',
            legal: ['behind:yes', 'behind:no'],
            deadline: step.now + s.timings.turnSeconds * 1000,
          };
          emit(step, { type: 'decision.asked', tableRoundId: s.tableRoundId, ...s.asked, cards: [] });
          return null;
        }
        if (follow && backer) {
          try {
            await step.money.debit(tx, backer, decisionStake(state, 'behind:yes'), s.tableRoundId);
          } catch (e) {
            if (!(e instanceof ApiError) || e.code !== 'insufficient-funds') throw e;
            follow = false;
          }
        }
        apply(step, part, { ...asked, action: follow ? 'behind:yes' : 'behind:no', by: 'behind' }, UNCHECKED);
        continue;
      }
      const balance = await lockedBalance(tx, owners.owner);
      const legal = legalMoves({ ...state, balance }).map((d) => wireDecision(d));
      const seat = state.seats.find((x) => x.seat === asked.box);
      const kind =
        state.phase === 'insurance'
          ? legal.some((l) => l.startsWith('even-money'))
            ? 'even-money'
            : 'insurance'
          : 'play';
      s.asked = { box: asked.box, hand: asked.hand, kind, legal, deadline: step.now + s.timings.turnSeconds * 1000 };
      emit(step, {
        type: 'decision.asked',
        tableRoundId: s.tableRoundId,
        ...s.asked,
        cards: seat?.hands[asked.hand]?.cards ?? [],
      });
      return null;
    }
  };

  const apply = (step: TableStep, part: BlackjackPart, d: BoxDecision, balance: number) => {
    const next = decideBox(rules, part.round, d.action, balance);
    part.round = { ...next.state, balance: 0 };
    part.events.push(...next.events);
    part.record.decisions.push(d);
    step.state.asked = null;
    emit(step, {
      type: 'decision',
      tableRoundId: step.state.tableRoundId,
      box: d.box,
      hand: d.hand,
      action: d.action,
      by: d.by,
    });
    // The table as it stands after the step rides along: a watcher draws it without replaying the engine.
    emit(step, { type: 'play', tableRoundId: step.state.tableRoundId, events: next.events, round: publicRound(part) });
  };

  const finish = async (tx: Sql, step: TableStep, part: BlackjackPart): Promise<Dealt> => {
    const s = step.state;
    part.record.cards = cardsOf(part.events);
    const sums = ownerSums(part.round, part.record.owners);
    const view = publicRound(part);
    const parts = new Map<string, PartResult>();
    for (const p of s.stakes) {
      const sum = sums.get(p.playerId) ?? { staked: 0, returned: 0 };
      if (sum.staked !== p.staked) throw new Error(`${p.playerId} staked ${p.staked}, the round says ${sum.staked}`);
      parts.set(p.playerId, {
        ...sum,
        view,
        record: {
          bets: p.bets,
          cards: part.record.cards,
          decisions: part.record.decisions.map((d) => `${d.box}.${d.hand}:${d.action}`),
          rules,
          outcome: { dealer: part.round.dealer.cards, seats: view.seats, tableRoundId: s.tableRoundId },
          staked: sum.staked,
          returned: sum.returned,
        },
      });
    }
    s.history = [{ dealer: part.round.dealer.cards }, ...s.history].slice(0, 20);
    await revealUsedUp(tx, step, part.nonce);
    s.game = { ...part, round: part.round };
    return { parts, record: part.record, nonce: part.nonce };
  };

  const publicRound = (part: BlackjackPart) => {
    // The rules are the table's (known to every client) and would ride on every event: left out.
    const { balance: _secretOfOneOwner, legal: _legalOfOneOwner, rules: _known, ...view } = publicView(part.round);
    return view;
  };

  return {
    game: 'blackjack',
    base,

    checkBets(state, playerId, raw) {
      return checkBoxBets(state, playerId, raw);
    },

    publicBets(state) {
      const boxes = new Map<number, { box: number; main: number; perfectPairs: number; behind: number }>();
      for (const p of state.stakes) {
        for (const b of p.bets as BoxBet[]) {
          const e = boxes.get(b.box) ?? { box: b.box, main: 0, perfectPairs: 0, behind: 0 };
          e.main += b.main ?? 0;
          e.perfectPairs += b.perfectPairs ?? 0;
          e.behind += b.behind ?? 0;
          boxes.set(b.box, e);
        }
      }
      return [...boxes.values()].sort((a, b) => a.box - b.box);
    },

    publicRound(state) {
      const part = partOf(state);
      return part ? publicRound(part) : null;
    },

    async deal(tx, step) {
      const s = step.state;
      const { bets, owners } = await boxesAtClose(tx, step);
      // Nothing left to deal (back bets alone, on boxes nobody bet): the round ends without cards.
      if (bets.length === 0)
        return { parts: new Map(), record: { rules, bets: [], owners: [], cards: [], decisions: [] }, nonce: null };
      let cards: string[];
      let nonce: number | null = null;
      if (s.test?.shoe) {
        cards = s.test.shoe;
        s.test = null;
      } else {
        const next = await nextInBlock(tx, step);
        nonce = next.nonce;
        cards = fairShoe(next.serverSeed, next.clientSeed, nonce, rules.decks);
      }
      const first = ruleChecked(() => dealBoxes(rules, cards, bets));
      const part: BlackjackPart = {
        round: { ...first.state, balance: 0 },
        record: { rules, bets, owners, cards: [], decisions: [] },
        events: [...first.events],
        nonce,
      };
      s.game = part;
      emit(step, {
        type: 'play',
        tableRoundId: s.tableRoundId,
        events: first.events,
        boxes: owners.map((o) => o.box),
        round: publicRound(part),
      });
      return playOn(tx, step, part);
    },

    async act(tx, step, playerId, box, hand, action, requestId) {
      const s = step.state;
      const part = partOf(s);
      const asked = s.asked;
      if (!part || s.phase !== 'playing' || !asked) throw new ApiError('not-your-turn', 'no hand is asked now');
      const owners = part.record.owners.find((o) => o.box === box);
      if (owners?.owner !== playerId) throw new ApiError('not-your-turn', `box ${box} is not yours in this round`);
      if (asked.box !== box || asked.hand !== hand)
        throw new ApiError(
          'not-your-turn',
          `box ${asked.box} hand ${asked.hand} is asked, not box ${box} hand ${hand}`,
        );
      if (step.now >= asked.deadline) throw new ApiError('not-your-turn', 'the time for this decision has run out');
      const balance = await lockedBalance(tx, playerId);
      const state = { ...part.round, balance };
      const choice = engineAction(action) as Choice;
      const problem = illegalChoiceProblem(rules, state, choice);
      if (problem) throw ruleErrorToApi(new BlackjackRuleError(problem));
      const extra = decisionStake(state, choice);
      const stake = s.stakes.find((p) => p.playerId === playerId)!;
      if (extra > 0) await step.money.debit(tx, stake, extra, requestId);
      apply(step, part, { box, hand, action: choice, by: 'holder' }, balance);
      return playOn(tx, step, part);
    },

    async timeout(tx, step) {
      const s = step.state;
      const part = partOf(s);
      const asked = s.asked;
      if (!part || !asked) return null;
      // RULES.md "unfinished rounds": the hand stands; insurance and even money are declined.
      s.follow = null;
      // A follow the operator did not confirm in time does not follow (its debit goes back: seamless.ts).
      s.follow = null;
      const choice: Choice =
        asked.kind === 'play'
          ? 'stand'
          : asked.kind === 'behind'
            ? 'behind:no'
            : asked.kind === 'even-money'
              ? 'even-money:no'
              : 'insurance:no';
      const by = asked.kind === 'behind' ? 'behind' : 'clock';
      apply(step, part, { box: asked.box, hand: asked.hand, action: choice, by }, UNCHECKED);
      return playOn(tx, step, part);
    },

    async settleFollow(tx, step, uuid, outcome) {
      const s = step.state;
      const part = partOf(s);
      const row = await lockWalletCall(tx, uuid);
      if (row?.state !== 'pending') return null;
      const follow = s.follow;
      const current = follow?.uuid === uuid && part?.round.phase === 'behind' && s.asked?.kind === 'behind';
      if (outcome.kind === 'ok') await markDone(tx, uuid, outcome.balance);
      else if (outcome.kind === 'declined') await markDeclined(tx, uuid, outcome.code);
      if (outcome.kind === 'unknown' || (outcome.kind === 'ok' && !current)) {
        await rollBackDebit(
          tx,
          { ...row, state: 'done' },
          outcome.kind === 'unknown' ? outcome.error : 'the follow came after its time',
        );
        step.money.queued = true;
      }
      if (!current || !part || !follow || !s.asked) return null;
      s.follow = null;
      const backer = s.stakes.find((p) => p.playerId === follow.playerId);
      const taken = outcome.kind === 'ok' && backer !== undefined;
      if (taken) {
        backer.debits.push({ amount: follow.amount, requestId: s.tableRoundId, transactionUuid: uuid });
        backer.staked += follow.amount;
        await keepStake(tx, backer);
      }
      const { box, hand } = s.asked;
      apply(step, part, { box, hand, action: taken ? 'behind:yes' : 'behind:no', by: 'behind' }, UNCHECKED);
      return playOn(tx, step, part);
    },
  };
}
