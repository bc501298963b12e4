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
  /** What the polite live region has said, oldest first (the last 100). */
  announcements: () => string[];
  /** Where the rounds are played (`browser`, `server`) and the connection to the server. */
  play: 'browser' | 'server';
  connection: 'online' | 'reconnecting' | 'lost';
  /** The round trips of the server's answered calls (ms), for the benchmark. */
  apiTimings: () => number[];
  /** The scene and its exposed nodes, for the benchmark's count of display objects made per frame. */
  scene: () => SceneView;
  /** Pieces of work the table still does in idle time (idle-work.ts), for the benchmark. */
  idleWork: () => number;
}

/** Read only: the root every shown node hangs from (the Pixi stage), and the nodes exposed by id. */
interface SceneView {
  root: Container | null;
  exposed: [string, Container][];
}

/**
 * How a node is offered to keyboard and screen-reader players through the DOM layer over the
 * canvas (access-layer.ts). A node with a `pointertap` listener is a button by default.
 */
export interface Access {
  /** `text` is read, not focused; `none` leaves the node out of the layer. */
  role?: 'button' | 'switch' | 'slider' | 'scroll' | 'picker' | 'text' | 'none';
  /** The accessible name in the player's language (default: the inspector label). */
  name?: () => string;
  /** The current value, said after the name (a choice's option, a slider's level). */
  value?: () => string;
  /** Pressed (a selected chip) or on (a switch). */
  checked?: () => boolean;
  /** Handles a key while the node has focus (arrows, Home/End …); true when it did. */
  key?: (key: string) => boolean;
  /** Enter, Space or an assistive click (default: the node's own tap at its centre). */
  activate?: () => void;
  /** A slider's level, 0–100. */
  level?: () => number;
  /** Text a screen reader reads inside the node (a panel's long content). */
  text?: () => string;
  /** The node got or lost the keyboard focus (a picker shows its ring). */
  focus?: (on: boolean) => void;
}

interface Entry {
  node: Container;
  label: () => string;
  enabled: () => boolean;
  access: Access | undefined;
}

/** A shown node as the accessibility layer offers it. */
export interface AccessNode {
  id: string;
  node: Container;
  role: NonNullable<Access['role']>;
  name: string;
  enabled: boolean;
  access: Access;
  x: number;
  y: number;
  width: number;
  height: number;
}

const registry = new Map<string, Entry>();

/** Registers an interactive node under a stable id (e.g. `lobby.tile.blackjack`). */
export function expose(
  id: string,
  node: Container,
  label: () => string,
  enabled: () => boolean = () => true,
  access?: Access,
): void {
  registry.set(id, { node, label, enabled, access });
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

const roleOf = (e: Entry): NonNullable<Access['role']> =>
  e.access?.role ??
  (e.node.eventMode !== 'none' && e.node.eventMode !== 'passive' && e.node.listenerCount('pointertap') > 0
    ? 'button'
    : 'none');

/**
 * The shown nodes a keyboard or screen-reader player can reach: those under `scope` when given
 * (an open panel keeps focus inside it), without the state and message nodes of the tests.
 */
export function accessNodes(scope: Container | null): AccessNode[] {
  const out: AccessNode[] = [];
  for (const [id, e] of registry) {
    const role = roleOf(e);
    if (role === 'none' || e.node.destroyed || !e.node.parent || !shown(e.node)) continue;
    if (scope && !within(e.node, scope)) continue;
    const b = e.node.getBounds();
    if (b.width <= 0 || b.height <= 0) continue;
    const access = e.access ?? {};
    const name = (access.name ?? e.label)();
    out.push({
      id,
      node: e.node,
      role,
      name,
      enabled: e.enabled(),
      access,
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
    });
  }
  return out;
}

/** The stage, reached from any attached exposed node: the inspector is given no renderer. */
function sceneView(): SceneView {
  let root: Container | null = null;
  const exposed: [string, Container][] = [];
  for (const [id, e] of registry) {
    if (e.node.destroyed || !e.node.parent) continue;
    exposed.push([id, e.node]);
    if (!root) for (root = e.node; root.parent; ) root = root.parent;
  }
  return { root, exposed };
}

function within(node: Container, scope: Container): boolean {
  for (let n: Container | null = node; n; n = n.parent) if (n === scope) return true;
  return false;
}

/**
 * Exposes the inspector as `window.__FELT__`. The view's idle work (view/kit/stage/idle-work.ts) is
 * counted by the caller, which sits above the view: the inspector sits below it.
 */
export function installInspector(frames: () => number, idleWork: () => number): Inspector {
  const inspector: Inspector = {
    ready: false,
    screen: '',
    frames,
    nodes: listNodes,
    lastMessage: '',
    settings: { muted: false, speed: 'normal', paused: false },
    audio: () => null,
    announcements: () => [],
    play: 'browser',
    connection: 'online',
    apiTimings: () => [],
    scene: sceneView,
    idleWork,
  };
  (window as unknown as { __FELT__: Inspector }).__FELT__ = inspector;
  return inspector;
}
