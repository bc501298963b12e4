import { describe, expect, it } from 'vitest';
import { LobbyBridge } from '../../src/platform/bridge';
import { GameHistory } from '../../src/platform/history';
import { RoundJournal } from '../../src/platform/journal';
import { connectRoundsToBridge, type PostRound } from '../../src/platform/round-bridge';
import { createStore, MemoryStorage } from '../../src/platform/storage';
import { DemoWallet } from '../../src/platform/wallet';

function boot(startingBalance = 10_000) {
  let t = 1_790_000_000_000;
  const store = createStore(new MemoryStorage());
  const { wallet } = DemoWallet.open(store, { currency: 'EUR', startingBalance });
  const { history } = GameHistory.open(store, 'EUR');
  const { journal } = RoundJournal.open(store, wallet, { clock: () => (t += 1_000), history });
  const sent: { type: string; payload?: unknown }[] = [];
  const post: PostRound = (type, ...payload) => {
    sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
  };
  const stop = connectRoundsToBridge(journal, post, () => wallet.balance());
  return { journal, wallet, sent, stop };
}

describe('rounds posted to the lobby', () => {
  it('one round posts roundStarted, busy, balance, roundEnded, idle with its figures', async () => {
    const { journal, sent } = boot();
    const port = journal.port('baccarat', 'baccarat-8deck');
    await port.debit(1_000, 'baccarat-1');
    await port.credit(1_950, 'baccarat-1');
    const closed = journal.close('baccarat');
    const roundId = closed.ok ? closed.summary.roundId : '?';
    expect(sent).toEqual([
      { type: 'roundStarted', payload: { roundId, staked: 1_000, balance: 9_000 } },
      { type: 'busy' },
      { type: 'balance', payload: { balance: 10_950 } },
      { type: 'roundEnded', payload: { roundId, staked: 1_000, returned: 1_950, balance: 10_950 } },
      { type: 'idle' },
    ]);
  });

  it('a round with an extra stake (a double) reports the full stake when it ends', async () => {
    const { journal, sent } = boot();
    const port = journal.port('blackjack', 'bj-classic');
    await port.debit(100, 'blackjack-1');
    await port.debit(100, 'blackjack-1');
    await port.credit(400, 'blackjack-1');
    journal.close('blackjack');
    expect(sent.map((m) => m.type)).toEqual(['roundStarted', 'busy', 'balance', 'roundEnded', 'idle']);
    expect(sent[0]?.payload).toMatchObject({ staked: 100, balance: 9_900 });
    expect(sent[3]?.payload).toMatchObject({ staked: 200, returned: 400, balance: 10_200 });
  });

  it('a lost roulette round (settled without a credit) still ends with balance, roundEnded and idle', async () => {
    const { journal, sent } = boot();
    const port = journal.port('roulette', 'roulette-european');
    await port.debit(500, 'roulette-european-1');
    journal.settle('roulette', { returned: 0, detail: { number: 0 } });
    journal.close('roulette');
    expect(sent.map((m) => m.type)).toEqual(['roundStarted', 'busy', 'balance', 'roundEnded', 'idle']);
    expect(sent[3]?.payload).toMatchObject({ staked: 500, returned: 0, balance: 9_500 });
  });

  it('posts nothing after the unsubscribe', async () => {
    const { journal, sent, stop } = boot();
    stop();
    await journal.port('baccarat', 'baccarat-8deck').debit(100, 'baccarat-1');
    expect(sent).toEqual([]);
  });

  it('works with the real bridge: enveloped messages to the parent origin', async () => {
    const store = createStore(new MemoryStorage());
    const { wallet } = DemoWallet.open(store, { currency: 'EUR', startingBalance: 5_000 });
    const { journal } = RoundJournal.open(store, wallet, { clock: () => 1 });
    const posted: { message: { type: string; payload?: unknown }; origin: string }[] = [];
    const bridge = new LobbyBridge({
      self: { addEventListener: () => undefined, removeEventListener: () => undefined },
      parent: { postMessage: (message: never, origin: never) => posted.push({ message, origin }) },
      parentOrigin: 'https://lobby.example',
    });
    connectRoundsToBridge(journal, bridge.post.bind(bridge), () => wallet.balance());
    await journal.port('baccarat', 'baccarat-6deck').debit(200, 'baccarat-1');
    expect(posted.map((p) => p.message.type)).toEqual(['roundStarted', 'busy']);
    expect(posted[0]).toMatchObject({
      origin: 'https://lobby.example',
      message: { source: 'casino-game', version: 1, payload: { staked: 200, balance: 4_800 } },
    });
  });
});
