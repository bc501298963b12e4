/**
 * Launch parameters (EMBEDDING.md), validated at boot. A parameter marked "error screen" in the
 * contract stops the game with a message naming it; the others fall back quietly or with a
 * warning, exactly as the contract's table says.
 */
import { isCurrencyCode } from '../engine/shared/money';
import { GAME_IDS, type GameId, isGameId, SHARED_TABLES, TABLES } from './games';
import { chooseLanguage, type Language, type MessageKey, type Params } from './i18n';
import { JURISDICTION_IDS } from './jurisdictions';

type Speed = 'normal' | 'fast';

export interface LaunchParams {
  /** null: the lobby. */
  game: GameId | null;
  /** The table to open; null with the lobby. */
  table: string | null;
  /** The table's limit tier asked for; null: the table's first (or it has one set of limits). */
  tier: string | null;
  lang: Language;
  currency: string;
  /** Play money (in this browser, or on the game server that serves the page) or the operator's real money. */
  mode: 'demo' | 'real';
  /** The operator's one-time launch code (real money), exchanged for a session. */
  launch: string | null;
  /** The game server's origin when it is not the page's own; null: the page's. */
  server: string | null;
  balance: number;
  /** An open round older than this many minutes is completed with the safest moves when its table opens; null: resumed. */
  roundExpiryMinutes: number | null;
  /** The session ends after this many minutes without input (warned a minute before, halfway when 1); null: never. */
  inactivityMinutes: number | null;
  speed: Speed;
  /** The built-in jurisdiction profile demo play follows (jurisdictions.ts); the server's wins. */
  jurisdiction: string;
  lobbyUrl: string | null;
  /** The only origin the game talks to; null: post nothing. */
  parentOrigin: string | null;
  seed: string | null;
}

/** A parameter that stops the game: which one, what it held, and what was expected. */
export interface BadParameter {
  param:
    | 'game'
    | 'table'
    | 'tier'
    | 'currency'
    | 'mode'
    | 'launch'
    | 'server'
    | 'balance'
    | 'jurisdiction'
    | MinutesParam;
  value: string;
  /** What would have been accepted, as a dictionary message (the player reads it). */
  expected: { key: MessageKey; params?: Params };
}

export interface LaunchEnvironment {
  search: string;
  browserLanguages: readonly string[];
  /** `document.referrer`, used for the parent origin when the game is framed. */
  referrer: string;
  framed: boolean;
  savedSpeed: Speed | null;
  /** Whether this build honours `seed` (test builds only). */
  seedAllowed: boolean;
}

export type LaunchResult =
  | { ok: true; params: LaunchParams; warnings: string[] }
  | { ok: false; error: BadParameter; lang: Language; parentOrigin: string | null; warnings: string[] };

const DEFAULT_BALANCE = 100_000;
/** The launch parameters in whole minutes: at least one, at most a week (MAX_MINUTES). */
type MinutesParam = 'roundExpiryMinutes' | 'inactivityMinutes';
const MAX_MINUTES = 10_080;
const GAME_LIST = GAME_IDS.join(', ');
/** The tables that have limit tiers, with them: `bj-european (10-500, 20-1000)`. */
const TIERED_TABLES = GAME_IDS.flatMap((g) => TABLES[g])
  .filter((t) => t.tiers.length > 0)
  .map((t) => `${t.id} (${t.tiers.map((tier) => tier.id).join(', ')})`)
  .join(', ');

/** The message a player (in their language) or an operator (in English) reads for a bad parameter. */
export function describeBadParameter(error: BadParameter, t: (key: MessageKey, params?: Params) => string): string {
  return t('error.badParameter', {
    param: error.param,
    value: error.value,
    expected: t(error.expected.key, error.expected.params),
  });
}

/** `https://casino.example:8443` from any http(s) URL; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function parseLaunch(env: LaunchEnvironment): LaunchResult {
  const q = new URLSearchParams(env.search);
  const warnings: string[] = [];
  const lang = chooseLanguage(q.get('lang'), env.browserLanguages);

  const rawOrigin = q.get('parentOrigin');
  let parentOrigin: string | null = null;
  if (rawOrigin !== null) {
    const origin = originOf(rawOrigin);
    // The contract asks for an origin, not a page: anything more than scheme://host:port is refused.
    if (origin && origin === rawOrigin.replace(/\/$/, '')) parentOrigin = origin;
    else
      warnings.push(
        `parentOrigin "${rawOrigin}" is not an origin such as https://casino.example: nothing will be posted`,
      );
  } else if (env.framed) {
    parentOrigin = originOf(env.referrer);
    if (!parentOrigin) warnings.push('framed without a referrer or parentOrigin: nothing will be posted to the lobby');
  }

  const fail = (error: BadParameter): LaunchResult => ({ ok: false, error, lang, parentOrigin, warnings });

  const rawGame = q.get('game');
  let game: GameId | null = null;
  let table: string | null = null;
  if (rawGame !== null) {
    if (!isGameId(rawGame))
      return fail({
        param: 'game',
        value: rawGame,
        expected: { key: 'error.expect.oneOf', params: { list: GAME_LIST } },
      });
    game = rawGame;
    const ids = [...TABLES[rawGame], ...SHARED_TABLES[rawGame]].map((t) => t.id);
    const rawTable = q.get('table');
    if (rawTable !== null && !ids.includes(rawTable)) {
      return fail({
        param: 'table',
        value: rawTable,
        expected: { key: 'error.expect.oneOf', params: { list: ids.join(', ') } },
      });
    }
    table = rawTable ?? ids[0] ?? null;
  } else if (q.get('table') !== null) {
    // A table without its game: find the game that has it.
    return fail({ param: 'game', value: '', expected: { key: 'error.expect.oneOf', params: { list: GAME_LIST } } });
  }

  const rawTier = q.get('tier');
  const tiers = game && table ? (TABLES[game].find((t) => t.id === table)?.tiers ?? []) : [];
  if (rawTier !== null && !tiers.some((t) => t.id === rawTier)) {
    // A table with tiers lists its own; anywhere else the operator learns which tables have any.
    const expected: BadParameter['expected'] =
      tiers.length > 0
        ? { key: 'error.expect.oneOf', params: { list: tiers.map((t) => t.id).join(', ') } }
        : { key: 'error.expect.noTier', params: { tiers: TIERED_TABLES } };
    return fail({ param: 'tier', value: rawTier, expected });
  }
  const tier = rawTier;

  const currency = q.get('currency') ?? 'EUR';
  if (!isCurrencyCode(currency))
    return fail({ param: 'currency', value: currency, expected: { key: 'error.expect.currency' } });

  const mode = q.get('mode') ?? 'demo';
  if (mode !== 'demo' && mode !== 'real')
    return fail({
      param: 'mode',
      value: mode,
      expected: { key: 'error.expect.oneOf', params: { list: 'demo, real' } },
    });
  // Real money needs the operator's launch code (SERVER.md): it is exchanged for the session.
  const launch = q.get('launch');
  if (mode === 'real' && (launch === null || !/^[A-Za-z0-9_-]{16,128}$/.test(launch)))
    return fail({ param: 'launch', value: launch ?? '', expected: { key: 'error.expect.launch' } });
  const rawServer = q.get('server');
  let server: string | null = null;
  if (rawServer !== null) {
    server = originOf(rawServer);
    // The game server's origin, nothing more: its API paths are the contract's.
    if (!server || server !== rawServer.replace(/\/$/, ''))
      return fail({ param: 'server', value: rawServer, expected: { key: 'error.expect.origin' } });
  }

  const rawBalance = q.get('balance');
  let balance = DEFAULT_BALANCE;
  if (rawBalance !== null) {
    const n = /^\d{1,15}$/.test(rawBalance) ? Number(rawBalance) : Number.NaN;
    if (!Number.isSafeInteger(n)) {
      return fail({ param: 'balance', value: rawBalance, expected: { key: 'error.expect.balance' } });
    }
    balance = n;
  }

  // The operator's terms for unfinished rounds and inactivity (RULES.md "Every table"): whole
  // minutes, at most a week; a value outside that is a mistake the operator must see, not a default.
  const minutes = { roundExpiryMinutes: null as number | null, inactivityMinutes: null as number | null };
  for (const param of ['roundExpiryMinutes', 'inactivityMinutes'] as const) {
    const raw = q.get(param);
    if (raw === null) continue;
    const n = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(n >= 1 && n <= MAX_MINUTES))
      return fail({
        param,
        value: raw,
        expected: { key: 'error.expect.minutes', params: { min: 1, max: MAX_MINUTES } },
      });
    minutes[param] = n;
  }

  const jurisdiction = q.get('jurisdiction') ?? 'default';
  if (!JURISDICTION_IDS.includes(jurisdiction))
    return fail({
      param: 'jurisdiction',
      value: jurisdiction,
      expected: { key: 'error.expect.oneOf', params: { list: JURISDICTION_IDS.join(', ') } },
    });

  const rawSpeed = q.get('speed');
  let speed: Speed = env.savedSpeed ?? 'normal';
  if (rawSpeed === 'normal' || rawSpeed === 'fast') speed = rawSpeed;
  else if (rawSpeed !== null) {
    speed = 'normal';
    warnings.push(`speed "${rawSpeed}" is not normal or fast: playing at normal speed`);
  }

  const rawLobby = q.get('lobbyUrl');
  let lobbyUrl: string | null = null;
  if (rawLobby !== null) {
    const lobbyOrigin = originOf(rawLobby);
    // An open redirect otherwise: anyone could send a player from the casino's game to a page of
    // theirs. The Lobby button goes only where the page that launched the game lives: the framing
    // lobby (parentOrigin), or the page that opened this tab (its referrer).
    const trusted = env.framed ? parentOrigin : originOf(env.referrer);
    if (!lobbyOrigin) warnings.push(`lobbyUrl "${rawLobby}" is not an http(s) URL: the lobby button stays hidden`);
    else if (lobbyOrigin !== trusted)
      warnings.push(
        `lobbyUrl "${rawLobby}" is not on the launching page's origin (${trusted ?? 'unknown'}): the lobby button stays hidden`,
      );
    else lobbyUrl = rawLobby;
  }

  const rawSeed = q.get('seed');
  let seed: string | null = null;
  if (rawSeed !== null) {
    if (env.seedAllowed && rawSeed.length > 0 && rawSeed.length <= 64) seed = rawSeed;
    else warnings.push('seed is ignored: this build deals from the cryptographic generator');
  }

  return {
    ok: true,
    params: {
      game,
      table,
      tier,
      lang,
      currency,
      mode,
      launch: mode === 'real' ? launch : null,
      server,
      balance,
      ...minutes,
      speed,
      jurisdiction,
      lobbyUrl,
      parentOrigin,
      seed,
    },
    warnings,
  };
}
