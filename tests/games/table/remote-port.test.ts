/**
 * The remote round port keeps the port's contract over HTTP: the server's refusals come back as
 * the notices the table already says (the engine's own problem where the server sent it), a void
 * answer as the void notice with the returned stakes, and an outcome it cannot know (no answer)
 * as a plain error, for the table's TRY AGAIN. A table with no open round on the server is not asked.
 */
import { describe, expect, it } from 'vitest';
import { remotePort, SESSION_FRESH_MS } from '../../../src/games/table/remote-port';
import { RoundRefused } from '../../../src/machines/round-port';
import { builtInProfile } from '../../../src/platform/jurisdictions';
import { ApiFailure, ServerApi } from '../../../src/platform/remote/api';
import { RemoteWallet, type SessionInfo } from '../../../src/platform/remote/remote-wallet';

const SESSION: SessionInfo = {
  sessionId: 's',
  currency: 'EUR',
  balance: 10_000,
  open: [],
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
  inactivityMinutes: null,
  jurisdiction: { id: 'default', ...builtInProfile('default') },
  lang: 'en',
  nextRoundInMs: 0,
  balanceAgeMs: 0,
};

function portAnswering(answers: { status: number; body: unknown }[], clock = { ms: 0 }) {
  const urls: string[] = [];
  const fetch = async (url: string) => {
    urls.push(url);
    const a = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(a.body), { status: a.status });
  };
  const api = new ServerApi({ base: '', fetch, backoffMs: [], sleep: async () => undefined });
  const wallet = new RemoteWallet(api, SESSION, 'demo', 10_000, () => clock.ms);
  const port = remotePort({ api, wallet, game: 'roulette', table: 'roulette-european' });
  return { port, wallet, urls };
}

const refusal = (code: string, detail?: unknown) => ({
  status: 422,
  body: { error: { code, message: code, detail } as { code: string; message: string; detail?: unknown } },
});
const open = (port: ReturnType<typeof portAnswering>['port']) =>
  port.open({ requestId: '0123456789abcdef-1', bets: [{ bet: 'red', amount: 100 }] }).catch((e: unknown) => e);

describe('the remote round port', () => {
  it('says the server’s refusals as the table’s notices', async () => {
    const limit = { code: 'bet.overMax', max: 500 };
    const cases: [ReturnType<typeof refusal>, unknown][] = [
      [refusal('limits', limit), limit],
      [refusal('insufficient-funds'), { code: 'round.insufficientFunds' }],
      [refusal('too-soon'), { code: 'round.tooSoon' }],
      [{ status: 409, body: { error: { code: 'round-in-progress', message: '' } } }, { code: 'round.inProgress' }],
    ];
    for (const [answer, notice] of cases) {
      const failure = await open(portAnswering([answer]).port);
      expect(failure).toBeInstanceOf(RoundRefused);
      expect((failure as RoundRefused).notice).toEqual(notice);
    }
  });

  it('says a void round with what it returned, and hears the balance it left', async () => {
    const { port, wallet } = portAnswering([
      {
        status: 201,
        body: {
          roundId: 'r9',
          game: 'roulette',
          table: 'roulette-european',
          status: 'void',
          reason: 'rules-error',
          returned: 100,
          staked: 100,
          balance: 10_000,
          view: null,
          events: [],
        },
      },
    ]);
    const failure = (await open(port)) as RoundRefused;
    expect(failure.notice).toEqual({
      code: 'round.void',
      reason: 'rules-error',
      round: { roundId: 'r9', returned: 100 },
    });
    expect(wallet.balance()).toBe(10_000);
  });

  it('leaves an unknown outcome to TRY AGAIN, and asks for no round the session does not list', async () => {
    const lost = await open(portAnswering([]).port);
    expect(lost).toBeInstanceOf(ApiFailure);
    expect(lost).not.toBeInstanceOf(RoundRefused);
    const clock = { ms: 0 };
    const { port, urls } = portAnswering([{ status: 200, body: SESSION }], clock);
    clock.ms = SESSION_FRESH_MS + 1;
    expect(await port.resume()).toBeNull();
    expect(urls).toEqual(['/v1/session']);
  });

  it('takes the session read as the page opened for a table opened right after: no second read', async () => {
    const clock = { ms: 0 };
    const { port, urls } = portAnswering([{ status: 200, body: SESSION }], clock);
    clock.ms = SESSION_FRESH_MS - 1;
    expect(await port.resume()).toBeNull();
    expect(urls).toEqual([]);
    // Later (the player back from the lobby), the session is read again: another device may have played.
    clock.ms = 2 * SESSION_FRESH_MS + 1;
    expect(await port.resume()).toBeNull();
    expect(urls).toEqual(['/v1/session']);
  });
});
