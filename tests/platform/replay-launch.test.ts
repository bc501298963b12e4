/** The replay page's parameters: a round is required, a token is optional (the opener's session), a bad one named. */
import { describe, expect, it } from 'vitest';
import { parseReplayLaunch } from '../../src/platform/replay-launch';

const TOKEN = 'Zt3_kW9-abcdefghijklmnopqrstuvwxyz0123456789A';

describe('the replay page’s parameters', () => {
  it('reads the round, the token, the language and the speed', () => {
    expect(parseReplayLaunch(`?round=3f2a-1&token=${TOKEN}&lang=fi&speed=fast`, ['en'])).toEqual({
      ok: true,
      lang: 'fi',
      round: '3f2a-1',
      token: TOKEN,
      speed: 'fast',
    });
    // No token: the page that opened the replay hands its session over. The browser's language.
    expect(parseReplayLaunch('?round=r1', ['el-GR'])).toEqual({
      ok: true,
      lang: 'el',
      round: 'r1',
      token: null,
      speed: 'normal',
    });
  });

  it('names the parameter that is wrong', () => {
    const bad = (search: string) => {
      const r = parseReplayLaunch(search, ['en']);
      return r.ok ? null : [r.param, r.value];
    };
    expect(bad('')).toEqual(['round', '']);
    expect(bad('?round=a/b')).toEqual(['round', 'a/b']);
    expect(bad('?round=r1&token=short')).toEqual(['token', '…']);
    expect(bad(`?round=r1&token=${TOKEN}&speed=turbo`)).toEqual(['speed', 'turbo']);
  });
});
