/**
 * What a server process keeps of each session's player between round calls (one-trip/player-cache.ts):
 * that it stops starting from it while most of it turns out stale (servers taking turns with a
 * player's calls), tries again now and then, and forgets what is too old or too much.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerCache } from '../../../../src/server/rounds/one-trip/player-cache';
import type { OpenSnapshot } from '../../../../src/server/rounds/one-trip/snapshot';

function snapshot(version: number): OpenSnapshot {
  return {
    session_id: 's',
    player_id: 'demo:p',
    kind: 'demo',
    balance: 1000,
    version,
    jurisdiction: 'default',
    jurisdiction_profile: null,
    expired: false,
    stored_fingerprint: null,
    stored_status: null,
    stored_answer: null,
    seed_id: 1,
    server_seed: 'aa',
    server_seed_hash: 'bb',
    client_seed: 'cc',
    next_nonce: 3,
    open_round: null,
    shoe_seed_id: 1,
    shoe_nonce: 2,
    shoe_state: { cards: ['AS', 'KD'], position: 0 },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('what a server knows of a session’s player', () => {
  it('starts from it while it turns out fresh, mostly stops while it turns out stale, and comes back', () => {
    const cache = new PlayerCache();
    const tries = (calls: number) => Array.from({ length: calls }, () => cache.worthTrying()).filter(Boolean).length;
    expect(tries(32)).toBe(32);
    for (let i = 0; i < 20; i++) cache.tried(true);
    // One call in 16 still tries, so that the cache comes back once the calls stay on this server.
    expect(tries(32)).toBe(2);
    for (let i = 0; i < 20; i++) cache.tried(false);
    expect(tries(32)).toBe(32);
  });

  it('hands out a copy each time: a call that changes what it got does not change the next call’s', () => {
    const cache = new PlayerCache();
    cache.learnOpen('h', 'bj', snapshot(7));
    const first = cache.openSnapshot('h', 'bj');
    (first?.shoe_state as { position: number }).position = 2;
    expect(cache.openSnapshot('h', 'bj')).toMatchObject({ version: 7, shoe_state: { position: 0 } });
  });

  it('forgets a player known for longer than its time, and the oldest past its size', () => {
    vi.useFakeTimers();
    const cache = new PlayerCache(2, 60_000);
    cache.learnOpen('a', 'bj', snapshot(1));
    vi.advanceTimersByTime(61_000);
    expect(cache.openSnapshot('a', 'bj')).toBeNull();
    cache.learnOpen('a', 'bj', snapshot(1));
    cache.learnOpen('b', 'bj', snapshot(1));
    cache.learnOpen('c', 'bj', snapshot(1));
    expect(cache.openSnapshot('a', 'bj')).toBeNull();
    expect(cache.openSnapshot('b', 'bj')).not.toBeNull();
    expect(cache.openSnapshot('c', 'bj')).not.toBeNull();
  });

  it('keeps nothing of an operator’s player, and remembers to send its calls the locked way', () => {
    const cache = new PlayerCache();
    cache.learnOpen('op', 'bj', { ...snapshot(1), kind: 'operator' });
    expect(cache.openSnapshot('op', 'bj')).toBeNull();
    cache.markOperator('op');
    expect(cache.operatorSession('op')).toBe(true);
    expect(cache.operatorSession('demo')).toBe(false);
  });
});
