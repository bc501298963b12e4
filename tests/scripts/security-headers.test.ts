import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, frameAncestorsFrom, securityHeaders } from '../../scripts/security-headers';

const STRICT =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'";

describe('security headers', () => {
  it('a strict policy: own origin only, no eval, no inline code, framed by the page itself by default', () => {
    expect(contentSecurityPolicy()).toBe(`${STRICT}; frame-ancestors 'self'`);
  });

  it('frame-ancestors lists the lobbies; connect-src adds a game server on another origin', () => {
    expect(
      contentSecurityPolicy({
        frameAncestors: ["'self'", 'https://casino.example', 'https://*.lobby.example:8443'],
        connectOrigin: 'https://games.example/v1/',
      }),
    ).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://games.example; frame-ancestors 'self' https://casino.example https://*.lobby.example:8443",
    );
  });

  it('FRAME_ANCESTORS is space-separated, self when unset, and refuses what is not one source', () => {
    expect(frameAncestorsFrom(undefined)).toEqual(["'self'"]);
    expect(frameAncestorsFrom('  ')).toEqual(["'self'"]);
    expect(frameAncestorsFrom(" 'self'  https://casino.example\thttp://127.0.0.1:* ")).toEqual([
      "'self'",
      'https://casino.example',
      'http://127.0.0.1:*',
    ]);
    // a comma or a semicolon would smuggle in another source list or directive
    expect(() => frameAncestorsFrom('https://a.example,https://b.example')).toThrow(/FRAME_ANCESTORS/);
    expect(() => frameAncestorsFrom("https://a.example;script-src 'unsafe-eval'")).toThrow(/FRAME_ANCESTORS/);
    expect(() => frameAncestorsFrom('self')).not.toThrow(); // a host named "self" is a valid source
    expect(() => contentSecurityPolicy({ frameAncestors: [] })).toThrow(/frame-ancestors/);
  });

  it('sends nosniff and a referrer policy, and no X-Frame-Options (frame-ancestors replaces it)', () => {
    const headers = securityHeaders({ frameAncestors: ['https://casino.example'] });
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors https:\/\/casino\.example$/);
  });
});
