/**
 * What browser tests and lobby integrators can read of a canvas UI: the interactive nodes with
 * their labels and screen rectangles, the current screen and the frame count. Exposed as
 * `window.__FELT__`; it reads state, it never drives the game.
 */
import type { Container } from 'pixi.js';

export interface NodeInfo {
  id: string;
  label: string;
  enabled: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Inspector {
  ready: boolean;
  screen: string;
  frames: () => number;
  nodes: () => NodeInfo[];
  lastMessage: string;
  /** What the lobby's audio/turbo/pause commands last set. */
  settings: { muted: boolean; speed: 'normal' | 'fast'; paused: boolean };
  /** The sound engine's state (unlocked by a gesture, muted, loops playing). */
  audio: () => unknown;
}

interface Entry {
  node: Container;
  label: () => string;
  enabled: () => boolean;
}

const registry = new Map<string, Entry>();

/** Registers an interactive node under a stable id (e.g. `lobby.tile.blackjack`). */
export function expose(id: string, node: Container, label: () => string, enabled: () => boolean = () => true): void {
  registry.set(id, { node, label, enabled });
  node.once('destroyed', () => {
    if (registry.get(id)?.node === node) registry.delete(id);
  });
}

/** Shown on screen: it and every container above it visible. */
function shown(node: Container): boolean {
  for (let n: Container | null = node; n; n = n.parent) if (!n.visible) return false;
  return true;
}

export function listNodes(): NodeInfo[] {
  const out: NodeInfo[] = [];
  for (const [id, e] of registry) {
    if (e.node.destroyed || !e.node.parent || !shown(e.node)) continue;
    const b = e.node.getBounds();
    out.push({ id, label: e.label(), enabled: e.enabled(), x: b.x, y: b.y, width: b.width, height: b.height });
  }
  return out;
}

export function installInspector(frames: () => number): Inspector {
  const inspector: Inspector = {
    ready: false,
    screen: '',
    frames,
    nodes: listNodes,
    lastMessage: '',
    settings: { muted: false, speed: 'normal', paused: false },
    audio: () => null,
  };
  (window as unknown as { __FELT__: Inspector }).__FELT__ = inspector;
  return inspector;
}
