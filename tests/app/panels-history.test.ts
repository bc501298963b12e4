/**
 * The history panel opens on the rounds of whichever history the page plays with: the demo's
 * (read at once) or the game server's (read over the network, with its fairness section); a
 * server history that cannot be read opens the panel on no rounds instead of failing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/platform/history';
import { ApiFailure } from '../../src/platform/remote/api';
import type { FairnessSource } from '../../src/platform/remote/fairness-source';

const opened: { entries: readonly HistoryEntry[]; options: Record<string, unknown> }[] = [];

vi.mock('../../src/ui/history-panel', () => ({
  HistoryPanel: class {
    constructor(entries: readonly HistoryEntry[], options: Record<string, unknown>) {
      opened.push({ entries, options });
    }
  },
}));
vi.mock('../../src/ui/settings-panel', () => ({ SettingsPanel: class {} }));

const { panels } = await import('../../src/app/panels');

const entry = (roundId: string): HistoryEntry => ({
  roundId,
  game: 'roulette',
  table: 'roulette-european',
  time: Date.UTC(2026, 0, 2),
  status: 'complete',
  wagers: [{ bet: 'red', amount: 100 }],
  wins: [],
  detail: { number: 2 },
  staked: 100,
  returned: 0,
  balanceBefore: 1000,
  balanceAfter: 900,
});

const fairness: FairnessSource = {
  current: async () => ({ serverSeedHash: 'ab', clientSeed: 'c', nonce: 1 }),
  rotate: () => Promise.reject(new Error('not here')),
  verify: async () => ({ status: 'unrevealed' }),
};

function open(history: { list(game: 'roulette'): HistoryEntry[] | Promise<HistoryEntry[]> }, withFairness: boolean) {
  const overlays: unknown[] = [];
  const stage = { loop: { invalidate() {} }, openOverlay: (p: unknown) => overlays.push(p), closeOverlay() {} };
  const p = panels({
    stage: stage as never,
    t: ((key: string) => key) as never,
    lang: 'en',
    money: String,
    compact: String,
    settings: {} as never,
    history,
    ...(withFairness ? { fairness } : {}),
    terms: {} as never,
    jurisdiction: {} as never,
  });
  return { p, overlays };
}

describe('the history panel’s rounds', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('lists the game server’s rounds (but the one still showing) with the fairness section', async () => {
    const { p, overlays } = open({ list: async () => [entry('r3'), entry('r2'), entry('r1')] }, true);
    await p.openHistory('roulette', 'r3');
    expect(overlays).toHaveLength(1);
    expect(opened[0]?.entries.map((e) => e.roundId)).toEqual(['r2', 'r1']);
    expect(opened[0]?.options.fairness).toBe(fairness);
  });

  it('lists the demo’s rounds, read at once, with no fairness section', async () => {
    const { p } = open({ list: () => [entry('d1')] }, false);
    await p.openHistory('roulette', null);
    expect(opened[0]?.entries.map((e) => e.roundId)).toEqual(['d1']);
    expect(opened[0]?.options.fairness).toBeNull();
  });

  it('opens on no rounds when the server’s history cannot be read', async () => {
    const failing = { list: () => Promise.reject(new ApiFailure(0, 'connection-lost', 'no answer')) };
    const { p, overlays } = open(failing, true);
    await expect(p.openHistory('roulette', null)).resolves.toBeUndefined();
    expect(overlays).toHaveLength(1);
    expect(opened[0]?.entries).toEqual([]);
  });
});
