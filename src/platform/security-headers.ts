/**
 * The HTTP headers the built game is served with: a strict Content-Security-Policy, and the few
 * others worth sending. `npm start` (vite preview) and the browser tests' server send exactly these,
 * so every browser test proves the game runs under them; an operator serving the static build
 * sends the same (README, "Security headers").
 */

/** The page's own origin, the default (and only) ancestor when none is configured. */
export const SELF = "'self'";

export interface SecurityHeaderOptions {
  /**
   * Who may frame the game (`frame-ancestors`): `'self'`, `'none'`, or origins and scheme/host
   * sources such as `https://casino.example` or `http://127.0.0.1:*`. Default `'self'`.
   */
  frameAncestors?: readonly string[];
  /** The game server's origin when it is not the page's own (EMBEDDING.md `server`): `connect-src`. */
  connectOrigin?: string | null;
}

// A source expression is one token: a quoted keyword, a scheme (`https:`), or a host with an
// optional scheme and port and `*` wildcards. Anything with a space, `;` or `,` would smuggle another
// directive or header in, so the environment's values are checked against this.
const SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?\/?)$/i;

/** Throws on a source expression that is not one plain token (a typo in the environment). */
function checkSource(source: string, what: string): string {
  if (!SOURCE.test(source)) throw new Error(`${what}: "${source}" is not a CSP source (e.g. https://casino.example)`);
  return source;
}

/**
 * FRAME_ANCESTORS from the environment: space-separated sources (`'self' https://casino.example`),
 * `'self'` when unset or blank. A bad entry throws, naming it.
 */
export function frameAncestorsFrom(value: string | undefined): string[] {
  const list = (value ?? '').split(/\s+/).filter(Boolean);
  return list.length === 0 ? [SELF] : list.map((s) => checkSource(s, 'FRAME_ANCESTORS'));
}

/**
 * The Content-Security-Policy: everything from the page's own origin only, no inline script or
 * style, no eval, no blob: or data: code; images may be data: URLs (canvas snapshots, the icon).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const ancestors = (options.frameAncestors ?? [SELF]).map((s) => checkSource(s, 'frame-ancestors'));
  if (ancestors.length === 0) throw new Error('frame-ancestors: give at least one source, or "\'none\'"');
  const connect = options.connectOrigin
    ? `${SELF} ${checkSource(new URL(options.connectOrigin).origin, 'connect-src')}`
    : SELF;
  return [
    "default-src 'none'",
    `script-src ${SELF}`,
    `style-src ${SELF}`,
    `img-src ${SELF} data:`,
    `font-src ${SELF}`,
    `connect-src ${connect}`,
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
}

/**
 * Every header to send with the game's files. No X-Frame-Options: it allows one origin at most
 * (or none), not a list of lobbies, and `frame-ancestors` supersedes it in every current browser.
 * Referrer-Policy is the browsers' default, written down: the game's requests and its exit to the
 * lobby carry only the origin across origins. (What the game reads in `document.referrer` when
 * framed is set by the lobby's own policy, not by this one.)
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
