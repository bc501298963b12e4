/**
 * What the lobby hears of a round that moves while the game is paused (round-bridge.ts
 * `heldReporter` over the play clock): nothing until play resumes, then every message in the
 * order the table reported it.
 */
import { describe, expect, it } from 'vitest';
import { PlayClock } from '../../src/platform/play-clock';
import { heldReporter, lobbyReporter, type PostRound } from '../../src/platform/round-bridge';

function lobby() {
  const sent: string[] = [];
  const post: PostRound = (type, ...payload) => {
    sent.push(payload.length > 0 ? `${type} ${JSON.stringify(payload[0])}` : type);
  };
  const clock = new PlayClock();
  return { sent, clock, reporter: heldReporter(lobbyReporter(post), clock) };
}

describe('held lobby reports', () => {
  it('a round reported while paused is posted on resume, in order, once', () => {
    const { sent, clock, reporter } = lobby();
    reporter.balance(10_000);
    expect(sent).toEqual(['balance {"balance":10000}']);
    clock.pause();
    reporter.started({ roundId: 'roulette-1', staked: 500, balance: 9_500 });
    reporter.balance(9_500);
    reporter.balance(10_500);
    reporter.ended({ roundId: 'roulette-1', staked: 500, returned: 1_000, balance: 10_500 });
    expect(sent).toEqual(['balance {"balance":10000}']);
    clock.resume();
    expect(sent).toEqual([
      'balance {"balance":10000}',
      'roundStarted {"roundId":"roulette-1","staked":500,"balance":9500}',
      'busy',
      'balance {"balance":9500}',
      'balance {"balance":10500}',
      'roundEnded {"roundId":"roulette-1","staked":500,"returned":1000,"balance":10500}',
      'idle',
    ]);
    clock.pause();
    clock.resume();
    expect(sent).toHaveLength(7);
  });

  it('reports at once while play runs', () => {
    const { sent, reporter } = lobby();
    reporter.started({ roundId: 'baccarat-1', staked: 100, balance: 900 });
    expect(sent).toEqual([
      'roundStarted {"roundId":"baccarat-1","staked":100,"balance":900}',
      'busy',
      'balance {"balance":900}',
    ]);
  });
});
