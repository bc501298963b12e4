/**
 * What the player reads when the page could not get a session on the game server, and the
 * fairness section's source, loaded only when the history panel opens (its hashing code stays
 * out of the first load).
 */
import { type Translate, translator } from '../platform/i18n';
import type { ServerApi } from '../platform/remote/api';
import type { FairnessSource } from '../platform/remote/fairness-source';
import type { SessionProblem } from './server-session';

const KEYS = {
  'server-unreachable': 'server.unreachable',
  'launch-refused': 'server.launchRefused',
  'currency-unsupported': 'server.currencyUnsupported',
  'session-expired': 'session.expired',
  'session-refused': 'server.sessionRefused',
} as const;

/** The error screen's title and message, and the English message the lobby's `error` carries. */
export function sessionProblemText(problem: SessionProblem, t: Translate) {
  const key = KEYS[problem.code];
  const detail = 'detail' in problem ? ` (${problem.detail})` : '';
  return {
    title: t(problem.code === 'session-expired' ? 'session.endedTitle' : 'server.title'),
    message: t(key),
    english: `${translator('en')(key)}${detail}`,
  };
}

/** The server's fairness, its code fetched on first use. */
export function lazyFairness(api: ServerApi): FairnessSource {
  const load = async () => new (await import('../platform/remote/fairness')).ServerFairness(api);
  let source: Promise<FairnessSource> | null = null;
  const get = () => {
    source ??= load();
    return source;
  };
  return {
    current: async () => (await get()).current(),
    rotate: async (clientSeed) => (await get()).rotate(clientSeed),
    verify: async (roundId) => (await get()).verify(roundId),
  };
}
