/**
 * The lobby bridge: the postMessage protocol of EMBEDDING.md. Every message is the envelope
 * `{ source: "casino-game", version: 1, type, payload }`. The game posts only to `parentOrigin`
 * and ignores, with one warning each, messages from any other origin or with a malformed envelope;
 * it never throws on what a lobby sends.
 */
const SOURCE = 'casino-game';
const VERSION = 1;

export interface OutgoingPayloads {
  ready: { game: string | null; table: string | null; lang: string; currency: string };
  balance: { balance: number };
  roundStarted: { roundId: string; staked: number; balance: number };
  roundEnded: { roundId: string; staked: number; returned: number; balance: number };
  busy: undefined;
  idle: undefined;
  error: { code: string; message: string };
  exit: undefined;
  resize: { width: number; height: number };
  state: { phase: string; balance: number; busy: boolean };
  /** The session ended on its own (`inactivity`: `inactivityMinutes` without input); a reload starts a new one. */
  sessionEnded: { reason: 'inactivity' | 'expired' };
  /** A reality check is on screen: the session so far (its time in whole seconds, its money in minor units). */
  realityCheck: { elapsedSeconds: number; staked: number; returned: number };
}
export type OutgoingType = keyof OutgoingPayloads;

export type Incoming =
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'audio'; payload: { muted: boolean } }
  | { type: 'turbo'; payload: { on: boolean } }
  | { type: 'refreshBalance' }
  | { type: 'getState' }
  | { type: 'realityCheck' }
  | { type: 'message'; payload: { text: string } };

const INCOMING = new Set([
  'pause',
  'resume',
  'audio',
  'turbo',
  'refreshBalance',
  'getState',
  'realityCheck',
  'message',
]);

/** The longest operator notice the game shows (a notice, not a page of terms). */
const MAX_MESSAGE_TEXT = 500;

/** Reads a lobby message; returns why it is not one when it is not. */
export function readEnvelope(data: unknown): Incoming | { invalid: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { invalid: 'not an object' };
  const m = data as Record<string, unknown>;
  if (m.source !== SOURCE) return { invalid: `source is not "${SOURCE}"` };
  if (m.version !== VERSION) return { invalid: `version ${String(m.version)} is not ${VERSION}` };
  if (typeof m.type !== 'string' || !INCOMING.has(m.type)) return { invalid: `unknown type ${JSON.stringify(m.type)}` };
  const p = m.payload as Record<string, unknown> | undefined;
  switch (m.type) {
    case 'audio':
      if (typeof p?.muted !== 'boolean') return { invalid: 'audio needs payload { muted: boolean }' };
      return { type: 'audio', payload: { muted: p.muted } };
    case 'turbo':
      if (typeof p?.on !== 'boolean') return { invalid: 'turbo needs payload { on: boolean }' };
      return { type: 'turbo', payload: { on: p.on } };
    case 'message':
      if (typeof p?.text !== 'string' || p.text.trim() === '' || p.text.length > MAX_MESSAGE_TEXT)
        return { invalid: `message needs payload { text: string } of 1 to ${MAX_MESSAGE_TEXT} characters` };
      return { type: 'message', payload: { text: p.text } };
    default:
      return { type: m.type } as Incoming;
  }
}

export interface BridgeOptions {
  /** The window that receives lobby messages (the game's own). */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The lobby's window (window.parent when framed); null when the game runs on its own. */
  parent: Pick<Window, 'postMessage'> | null;
  /** The only origin the game talks to; null refuses to post. */
  parentOrigin: string | null;
  warn?: (message: string) => void;
}

export class LobbyBridge {
  private readonly handlers: ((message: Incoming) => void)[] = [];
  private readonly warn: (message: string) => void;

  constructor(private readonly o: BridgeOptions) {
    this.warn = o.warn ?? ((m) => console.warn(m));
    o.self.addEventListener('message', this.onMessage);
  }

  /** Whether messages can reach a lobby at all. */
  get connected(): boolean {
    return this.o.parent !== null && this.o.parentOrigin !== null;
  }

  post<T extends OutgoingType>(
    type: T,
    ...payload: OutgoingPayloads[T] extends undefined ? [] : [OutgoingPayloads[T]]
  ): void {
    if (!this.connected) return;
    const envelope = { source: SOURCE, version: VERSION, type, payload: payload[0] };
    this.o.parent?.postMessage(envelope, this.o.parentOrigin as string);
  }

  onCommand(handler: (message: Incoming) => void): void {
    this.handlers.push(handler);
  }

  destroy(): void {
    this.o.self.removeEventListener('message', this.onMessage);
  }

  private readonly onMessage = (event: Event): void => {
    const { origin, data } = event as MessageEvent;
    if (this.o.parentOrigin === null || origin !== this.o.parentOrigin) {
      // Pages post to themselves (devtools, extensions); only a foreign origin is worth a word.
      if (this.o.parentOrigin !== null) this.warn(`lobby bridge: ignored a message from ${origin}`);
      return;
    }
    const message = readEnvelope(data);
    if ('invalid' in message) {
      this.warn(`lobby bridge: ignored a malformed message (${message.invalid})`);
      return;
    }
    for (const handler of this.handlers) {
      try {
        handler(message);
      } catch (error) {
        this.warn(`lobby bridge: ${message.type} failed: ${(error as Error).message}`);
      }
    }
  };
}
