/**
 * Why a replay page stops, in the viewer's words and with its code (a support desk quotes it):
 * a parameter of the link, a token that is missing, expired or not valid, a round the server does
 * not have or has not finished, a server out of reach, or a record the engine does not reproduce.
 */
import type { ReplayProblemCode } from '../../games/replay/record';
import { type Language, translator } from '../../platform/i18n';
import { type ReplayTranslate, replayTranslator } from '../../platform/i18n/replay';
import type { ReplayKey } from '../../platform/i18n/replay/en';
import type { ReplayReadCode } from '../../platform/remote/replay-source';

export type ReplayStop =
  | { code: 'bad-parameter'; param: 'round' | 'token' | 'speed'; value: string }
  | { code: 'replay-no-token' | 'no-server' }
  | { code: ReplayReadCode | ReplayProblemCode; round: string };

const KEYS: Record<Exclude<ReplayStop['code'], 'bad-parameter'>, ReplayKey> = {
  'replay-no-token': 'replay.error.noToken',
  'no-server': 'replay.error.noServer',
  'server-unreachable': 'replay.error.unreachable',
  'replay-expired': 'replay.error.expired',
  unauthorized: 'replay.error.unauthorized',
  'not-found': 'replay.error.notFound',
  'round-in-progress': 'replay.error.open',
  'replay-mismatch': 'replay.error.mismatch',
  'replay-void': 'replay.error.void',
  'replay-unreadable': 'replay.error.unreadable',
  'replay-unsupported': 'replay.error.unsupported',
};

function words(stop: ReplayStop, lang: Language, rt: ReplayTranslate): string {
  if (stop.code !== 'bad-parameter') return rt(KEYS[stop.code], 'round' in stop ? { id: stop.round } : undefined);
  if (stop.param === 'round') return rt('replay.error.noRound');
  if (stop.param === 'token') return rt('replay.error.unauthorized');
  const t = translator(lang);
  return t('error.badParameter', {
    param: stop.param,
    value: stop.value,
    expected: t('error.expect.oneOf', { list: 'normal, fast' }),
  });
}

/** The error screen's title and message (with the code), and the message in English for the lobby's `error`. */
export function replayStopText(stop: ReplayStop, lang: Language) {
  const rt = replayTranslator(lang);
  const en = replayTranslator('en');
  const coded = (text: string, tr: ReplayTranslate) => `${text}\n\n${tr('replay.error.code', { code: stop.code })}`;
  return {
    title: rt('replay.error.title'),
    message: coded(words(stop, lang, rt), rt),
    english: words(stop, 'en', en),
  };
}
