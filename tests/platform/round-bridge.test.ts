/**
 * The lobby reporter: what the lobby hears of each round (EMBEDDING.md), in order — roundStarted
 * and busy when its stakes are taken, balance whenever the balance shown changes (never the same
 * figure twice running), roundEnded with every stake and return, then idle.
 */
import { describe, expect, it } from 'vitest';
import { LobbyBridge } from '../../src/platform/bridge';
import { afterReady, lobbyReporter, type PostRound } from '../../src/platform/round-bridge';

function recorder() {
  const sent: { type: string; payload?: unknown }[] = [];
  const post: PostRound = (type, ...payload) => {
    sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
  };
  return { sent, reporter: lobbyReporter(post) };
}

describe('lobby reporter', () => {
  it('one round: roundStarted, busy, balance, balance, roundEnded, idle with its figures', () => {
    const { sent, reporter } = recorder();
    expect(reporter.busy()).toBe(false);
    reporter.started({ roundId: 'baccarat-1', staked: 1_000, balance: 9_000 });
    expect(reporter.busy()).toBe(true);
    reporter.balance(9_000); // the table shows the same figure: not said again
    reporter.balance(10_950);
    reporter.ended({ roundId: 'baccarat-1', staked: 1_000, returned: 1_950, balance: 10_950 });
    expect(reporter.busy()).toBe(false);
    expect(sent).toEqual([
      { type: 'roundStarted', payload: { roundId: 'baccarat-1', staked: 1_000, balance: 9_000 } },
      { type: 'busy' },
      { type: 'balance', payload: { balance: 9_000 } },
      { type: 'balance', payload: { balance: 10_950 } },
      { type: 'roundEnded', payload: { roundId: 'baccarat-1', staked: 1_000, returned: 1_950, balance: 10_950 } },
      { type: 'idle' },
    ]);
  });

  it('says a balance the table already said only once, and a balance the round ends on before roundEnded', () => {
    const { sent, reporter } = recorder();
    reporter.balance(10_000);
    reporter.balance(10_000);
    reporter.started({ roundId: 'blackjack-1', staked: 100, balance: 9_900 });
    reporter.balance(9_900);
    reporter.balance(9_800); // a double
    reporter.balance(9_800);
    reporter.ended({ roundId: 'blackjack-1', staked: 200, returned: 400, balance: 10_200 });
    expect(
      sent.map((m) => (m.type === 'balance' ? `balance ${(m.payload as { balance: number }).balance}` : m.type)),
    ).toEqual([
      'balance 10000',
      'roundStarted',
      'busy',
      'balance 9900',
      'balance 9800',
      'balance 10200',
      'roundEnded',
      'idle',
    ]);
  });

  it('a lost round whose balance does not move at the end still ends with roundEnded and idle', () => {
    const { sent, reporter } = recorder();
    reporter.started({ roundId: 'roulette-1', staked: 500, balance: 9_500 });
    reporter.balance(9_500);
    reporter.ended({ roundId: 'roulette-1', staked: 500, returned: 0, balance: 9_500 });
    expect(sent.map((m) => m.type)).toEqual(['roundStarted', 'busy', 'balance', 'roundEnded', 'idle']);
    expect(sent[3]?.payload).toEqual({ roundId: 'roulette-1', staked: 500, returned: 0, balance: 9_500 });
  });

  it('a round resumed after a reload (no roundStarted on this page) still ends with idle', () => {
    const { sent, reporter } = recorder();
    reporter.balance(9_800);
    reporter.ended({ roundId: 'blackjack-4', staked: 200, returned: 0, balance: 9_800 });
    expect(sent.map((m) => m.type)).toEqual(['balance', 'roundEnded', 'idle']);
    expect(reporter.busy()).toBe(false);
  });

  it('rounds after each other: each pair of messages in turn, busy only between them', () => {
    const { sent, reporter } = recorder();
    const busy: boolean[] = [];
    for (let i = 1; i <= 3; i++) {
      reporter.started({ roundId: `r-${i}`, staked: 100, balance: 1_000 - 100 * i });
      busy.push(reporter.busy());
      reporter.ended({ roundId: `r-${i}`, staked: 100, returned: 0, balance: 1_000 - 100 * i });
      busy.push(reporter.busy());
    }
    expect(busy).toEqual([true, false, true, false, true, false]);
    expect(sent.filter((m) => m.type === 'roundStarted')).toHaveLength(3);
    expect(sent.filter((m) => m.type === 'idle')).toHaveLength(3);
    expect(sent.filter((m) => m.type === 'balance')).toHaveLength(3);
  });

  it('works with the real bridge: enveloped messages to the parent origin only', () => {
    const posted: { message: { type: string; payload?: unknown }; origin: string }[] = [];
    const bridge = new LobbyBridge({
      self: { addEventListener: () => undefined, removeEventListener: () => undefined },
      parent: { postMessage: (message: never, origin: never) => posted.push({ message, origin }) },
      parentOrigin: 'https://lobby.example',
    });
    const reporter = lobbyReporter((type, ...payload) => bridge.post(type, ...payload));
    reporter.started({ roundId: 'baccarat-1', staked: 200, balance: 4_800 });
    reporter.ended({ roundId: 'baccarat-1', staked: 200, returned: 400, balance: 5_200 });
    expect(posted.map((p) => p.message.type)).toEqual([
      'roundStarted',
      'busy',
      'balance',
      'balance',
      'roundEnded',
      'idle',
    ]);
    expect(posted.every((p) => p.origin === 'https://lobby.example')).toBe(true);
    expect(posted[0]).toMatchObject({
      message: { source: 'casino-game', version: 1, payload: { roundId: 'baccarat-1', staked: 200, balance: 4_800 } },
    });
    expect(posted[4]).toMatchObject({ message: { payload: { staked: 200, returned: 400, balance: 5_200 } } });
  });

  it('holds what a table reports before the lobby has had ready, then posts it in order, and the rest at once', () => {
    const { sent, post } = (() => {
      const sent: { type: string; payload?: unknown }[] = [];
      const post: PostRound = (type, ...payload) => {
        sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
      };
      return { sent, post };
    })();
    const gate = afterReady(post);
    const reporter = lobbyReporter(gate.post);
    // A table opening over a round it had to void: it ends at once, and the balance is shown.
    reporter.ended({ roundId: 'blackjack-4', staked: 150, returned: 150, balance: 10_000 });
    reporter.balance(10_000);
    expect(sent).toEqual([]);
    expect(reporter.busy()).toBe(false);
    sent.push({ type: 'ready' });
    gate.ready();
    reporter.started({ roundId: 'blackjack-5', staked: 100, balance: 9_900 });
    expect(sent).toEqual([
      { type: 'ready' },
      { type: 'balance', payload: { balance: 10_000 } },
      { type: 'roundEnded', payload: { roundId: 'blackjack-4', staked: 150, returned: 150, balance: 10_000 } },
      { type: 'idle' },
      { type: 'roundStarted', payload: { roundId: 'blackjack-5', staked: 100, balance: 9_900 } },
      { type: 'busy' },
      { type: 'balance', payload: { balance: 9_900 } },
    ]);
    gate.ready(); // a second ready posts nothing again
    expect(sent).toHaveLength(7);
  });
});
