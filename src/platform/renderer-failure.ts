/**
 * Why the renderer did not start, in words the player and the lobby can act on: the page's
 * Content-Security-Policy refused something it needs (the operator's configuration, not the
 * player's browser), the browser has no WebGL, or something else.
 */
import type { MessageKey } from './i18n';

type RendererFailureCause = 'security-policy' | 'webgl-unavailable' | 'other';

export interface RendererFailure {
  cause: RendererFailureCause;
  /** What the player reads. */
  messageKey: MessageKey;
  /** The lobby's `error` payload: the code every renderer failure has, the cause in English. */
  lobby: { code: 'renderer'; message: string };
}

const KEYS: Record<RendererFailureCause, MessageKey> = {
  'security-policy': 'app.rendererBlocked',
  'webgl-unavailable': 'app.webglError',
  other: 'app.rendererError',
};

const LOBBY: Record<RendererFailureCause, string> = {
  'security-policy': "The page's Content-Security-Policy blocked the renderer",
  'webgl-unavailable': 'WebGL is unavailable in this browser',
  other: 'The renderer failed to start',
};

// Chrome's EvalError says "…violates the following Content Security Policy directive…"; Pixi's own
// check says "Current environment does not allow unsafe-eval"; a blocked worker is a SecurityError
// naming the policy.
const POLICY = /content security policy|unsafe-eval/i;
// Pixi: "No available renderer for the current environment", "This browser does not support WebGL".
const NO_WEBGL = /webgl|no available renderer/i;

const describe = (error: unknown): { name: string; message: string } =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: '', message: typeof error === 'string' ? error : '' };

/**
 * Classifies what `Stage.create` threw. `violations` are the policy's refusals seen while it
 * started (`policyViolations()`): any of them puts the policy first, whatever the error says.
 */
export function classifyRendererFailure(error: unknown, violations: readonly string[] = []): RendererFailure {
  const { name, message } = describe(error);
  const cause: RendererFailureCause =
    violations.length > 0 || name === 'EvalError' || POLICY.test(message)
      ? 'security-policy'
      : NO_WEBGL.test(message)
        ? 'webgl-unavailable'
        : 'other';
  const refused = violations.length > 0 ? ` (refused: ${[...new Set(violations)].join(', ')})` : '';
  const detail = message ? `: ${message}` : '';
  return { cause, messageKey: KEYS[cause], lobby: { code: 'renderer', message: `${LOBBY[cause]}${refused}${detail}` } };
}

/**
 * The page's Content-Security-Policy refusals so far, as "directive blocked" (`script-src eval`):
 * a buffered ReportingObserver hands over the reports made before it was created, so this can be
 * asked after the failure. Empty where the browser has no ReportingObserver.
 */
export function policyViolations(): string[] {
  if (typeof ReportingObserver === 'undefined') return [];
  try {
    const observer = new ReportingObserver(() => undefined, { types: ['csp-violation'], buffered: true });
    observer.observe();
    const reports = observer.takeRecords();
    observer.disconnect();
    return reports.map((r) => {
      const body = r.body as { effectiveDirective?: string; blockedURL?: string } | null;
      return `${body?.effectiveDirective ?? 'policy'} ${body?.blockedURL ?? ''}`.trim();
    });
  } catch {
    return [];
  }
}
