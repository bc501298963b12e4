/**
 * What a shared blackjack table shows for a snapshot: the player's own bet as the server takes it
 * (back bets with their follow answer, UNDO and CLEAR), the other players' chips apart from the
 * player's own, the buttons of each moment (TAKE SEAT, LEAVE, UNDO, the follow answer, the moves
 * of the player's own turn only), and the message line of each phase.
 */
import { describe, expect, it } from 'vitest';
import type { SharedPublicState } from '../../../src/contract/shared';
import type { SharedSnapshot } from '../../../src/games/shared/shared-table';
import { translator } from '../../../src/platform/i18n';
import { OwnBets, sameBets } from '../../../src/view/blackjack/shared/own-bets';
import {
  clockOf,
  controlsOf,
  decisionFor,
  messageOf,
  tableViewOf,
} from '../../../src/view/blackjack/shared/shared-table-view';

const t = translator('en');
const money = (m: number) => `€${(m / 100).toFixed(2)}`;

function snapshot(state: Partial<SharedPublicState>, you: Partial<SharedSnapshot['you']> = {}): SharedSnapshot {
  return {
    state: {
      table: 'bj-european-shared',
      game: 'blackjack',
      timings: { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 },
      now: 0,
      tableRoundId: 'r1',
      phase: 'betting',
      closesAt: null,
      seats: [
        { box: 1, name: 'Ann' },
        { box: 2, name: 'Bo' },
      ],
      players: [],
      bets: [],
      round: null,
      asked: null,
      fairness: { chain: 1, commitment: 'c', k: 0, clientSeed: null, version: 2 },
      history: [],
      ...state,
    },
    seq: 1,
    balance: 100_000,
    you: { name: 'Ann', seated: true, boxes: [1], bets: null, roundId: null, ...you },
    connected: true,
    events: [],
    step: 1,
    refused: null,
    sending: false,
  };
}

describe('the player’s own bet', () => {
  it('is sent whole, box by box, the back bet with its follow answer; UNDO takes the last chip back', () => {
    const own = new OwnBets(false);
    own.add(1, 'main', 1000);
    own.add(2, 'behind', 1000);
    own.add(1, 'main', 2500);
    own.add(1, 'perfectPairs', 500);
    own.follows = true;
    expect(own.wire()).toEqual([
      { box: 1, main: 3500, perfectPairs: 500 },
      { box: 2, behind: 1000, behindFollows: true },
    ]);
    own.undo();
    own.undo();
    expect(own.wire()).toEqual([
      { box: 1, main: 1000 },
      { box: 2, behind: 1000, behindFollows: true },
    ]);
    own.clear();
    expect(own.wire()).toEqual([]);
  });

  it('takes what the server holds when it differs (a refusal, another device), the follow answer too', () => {
    const own = new OwnBets(false);
    own.add(1, 'main', 5000);
    own.adopt([
      { box: 1, main: 1000 },
      { box: 3, behind: 1000, behindFollows: true },
    ]);
    expect(own.total).toBe(2000);
    expect(own.follows).toBe(true);
    own.adopt(null);
    expect(own.total).toBe(0);
    expect(sameBets([{ box: 2, main: 0 }], [])).toBe(true);
  });
});

describe('a shared blackjack snapshot on the felt', () => {
  it('shows the others’ chips apart from the player’s own: the table’s sums less what the server holds of the player', () => {
    const s = snapshot(
      {
        bets: [
          { box: 1, main: 3000, perfectPairs: 0, behind: 1000 },
          { box: 2, main: 2500, perfectPairs: 500, behind: 0 },
        ],
      },
      { bets: [{ box: 1, main: 3000 }] },
    );
    const own = new OwnBets(false);
    own.add(1, 'main', 3000);
    const placements = tableViewOf(s, own, 1000).placements;
    expect(placements).toEqual([
      { seat: 1, spot: 'behind', amount: 1000 },
      { seat: 2, spot: 'main', amount: 2500 },
      { seat: 2, spot: 'perfectPairs', amount: 500 },
      { seat: 1, spot: 'main', amount: 3000 },
    ]);
  });

  it('offers TAKE SEAT to a watcher while a box is free, LEAVE to a holder, UNDO and the follow answer with a bet', () => {
    const own = new OwnBets(true);
    expect(Object.keys(controlsOf(snapshot({}, { boxes: [] }), own, 1000, false).buttons)).toEqual(['seat.take']);
    const full = snapshot({ seats: [1, 2, 3, 4, 5].map((box) => ({ box, name: `P${box}` })) }, { boxes: [] });
    expect(controlsOf(full, own, 1000, false).buttons).toEqual({});
    expect(Object.keys(controlsOf(snapshot({}), own, 1000, false).buttons)).toEqual(['seat.leave']);
    own.add(2, 'behind', 1000);
    const betting = controlsOf(snapshot({}), own, 1000, false);
    expect(betting.buttons).toEqual({ undo: true, clear: true, 'behind.decline': true, 'behind.match': true });
    expect(betting.hinted).toBe('behind.match');
    expect(betting.chips).toBe(true);
  });

  it('gives the moves’ buttons to the player only on their own turn, and maps them to the table’s decisions', () => {
    const own = new OwnBets(false);
    const asked = (box: number) =>
      snapshot({
        phase: 'playing',
        asked: { box, hand: 0, kind: 'play', legal: ['hit', 'stand', 'double'], deadline: 1 },
      });
    const mine = controlsOf(asked(1), own, 1000, false);
    expect(mine.buttons).toEqual({ 'player.hit': true, 'player.stand': true, 'player.double': true });
    expect(mine.chips).toBe(false);
    expect(controlsOf(asked(2), own, 1000, false).buttons).toEqual({ 'seat.leave': true });
    expect(decisionFor(['even-money:yes', 'even-money:no'], 'insurance.accept')).toBe('even-money:yes');
    expect(decisionFor(['hit', 'stand'], 'player.double')).toBeNull();
  });

  it('says whose turn it is, the player’s own with the hand’s total, and the result of the player’s boxes', () => {
    const round = {
      seats: [
        {
          seat: 1,
          hands: [{ cards: ['AS', '6H'], bet: 1000, returned: 2000, outcome: 'win' }],
          perfectPairs: { bet: 0, returned: 0, settled: true },
          insurance: { bet: 0, returned: 0, settled: true },
        },
      ],
      dealer: { cards: ['9C', 'TD'] },
      turn: null,
    };
    const asked = (box: number) => ({ box, hand: 0, kind: 'play', legal: ['hit'], deadline: 1 });
    expect(messageOf(snapshot({ phase: 'playing', round, asked: asked(2) }), t, money)).toBe('Bo to play');
    expect(messageOf(snapshot({ phase: 'playing', round, asked: asked(1) }), t, money)).toBe('Your turn · 7 / 17');
    expect(messageOf(snapshot({ phase: 'settled', round }), t, money)).toBe('You win €20.00');
    expect(messageOf(snapshot({ phase: 'betting' }, { boxes: [] }), t, money)).toBe('Take a seat to play');
    expect(messageOf(snapshot({ phase: 'settled', round }, { boxes: [] }), t, money)).toBe('Round over');
  });

  it('counts the window down once its close is set, then each hand asked, said as the player’s own turn or as time left', () => {
    expect(clockOf(snapshot({ phase: 'betting' }), t)).toBeNull();
    const closing = clockOf(snapshot({ phase: 'closing', closesAt: 5000 }), t);
    expect({ at: closing?.at, total: closing?.total, said: closing?.say(10) }).toEqual({
      at: 5000,
      total: 15,
      said: '10 seconds left',
    });
    const turn = (box: number) =>
      clockOf(snapshot({ phase: 'playing', asked: { box, hand: 0, kind: 'play', legal: ['hit'], deadline: 9000 } }), t);
    expect([turn(1)?.at, turn(1)?.total, turn(1)?.say(5)]).toEqual([9000, 20, 'Your turn at box 1, 5 seconds']);
    expect(turn(2)?.say(5)).toBe('5 seconds left');
    expect(turn(1)?.key).not.toBe(turn(2)?.key);
    expect(clockOf(snapshot({ phase: 'settled', closesAt: 7000 }), t)).toBeNull();
  });
});
