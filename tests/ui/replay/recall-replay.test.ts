/**
 * A recall's REPLAY, as the player and the inspector see it: offered for a finished round of a
 * page playing on the game server (none for a void round, none without the server's session),
 * opening the round with the session it is handed, and saying so when the browser opened no
 * window.
 */
import '../support/pixi-node';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../src/platform/history';
import type { ReplayAccess } from '../../../src/platform/replay-handoff';

const { HistoryPanel } = await import('../../../src/ui/history-panel');
const { accessNodes, listNodes } = await import('../../../src/look/inspector');
const { translator } = await import('../../../src/platform/i18n');

const ACCESS: ReplayAccess = { base: '', token: 'session-token-0123456789', kind: 'real' };

const entry = (roundId: string, status: HistoryEntry['status']): HistoryEntry => ({
  roundId,
  game: 'roulette',
  table: 'roulette-european',
  time: Date.UTC(2026, 0, 2, 12, 0, 0),
  status,
  wagers: [{ bet: 'red', amount: 1000 }],
  wins: [],
  detail: { number: 17 },
  staked: 1000,
  returned: status === 'void' ? 1000 : 0,
  balanceBefore: 50_000,
  balanceAfter: 49_000,
});

function open(replay: (() => ReplayAccess | null) | null, opens = true) {
  const opened: [string, ReplayAccess][] = [];
  const panel = new HistoryPanel([entry('spin-1', 'complete'), entry('spin-2', 'void')], {
    t: translator('fi'),
    lang: 'fi',
    money: (m) => `€${(m / 100).toFixed(2)}`,
    invalidate: () => {},
    onClose: () => {},
    replay,
    openReplay: (round, access) => {
      opened.push([round, access]);
      return opens;
    },
  });
  panel.resize(390, 844);
  return { panel, opened };
}

const shown = (id: string) => listNodes().find((n) => n.id === id);
const tap = (scope: import('pixi.js').Container, id: string) => {
  const found = accessNodes(scope).find((n) => n.id === id);
  if (!found) throw new Error(`no ${id} to tap`);
  found.node.emit('pointertap', {} as never);
};

describe('REPLAY in a recall', () => {
  it('opens a finished round’s replay with the session, in the player’s language', () => {
    const { panel, opened } = open(() => ACCESS);
    panel.open(0);
    expect(shown('history.replay')?.label).toBe('TOISTA');
    tap(panel, 'history.replay');
    expect(opened).toEqual([['spin-1', ACCESS]]);
    panel.open(1);
    expect(shown('history.replay')).toBeUndefined();
    panel.destroy({ children: true });
  });

  it('says when no window opened, and is not offered without the server’s session', () => {
    const blocked = open(() => ACCESS, false);
    blocked.panel.open(0);
    const before = shown('history.recall')?.y ?? 0;
    tap(blocked.panel, 'history.replay');
    expect(blocked.opened).toHaveLength(1);
    // The note pushes the recall down under the banner: the panel laid out again.
    expect(shown('history.recall')?.y ?? 0).toBeGreaterThan(before);
    blocked.panel.destroy({ children: true });
    const demo = open(null);
    demo.panel.open(0);
    expect(shown('history.replay')).toBeUndefined();
    demo.panel.destroy({ children: true });
  });
});
