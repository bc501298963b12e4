import { describe, expect, it } from 'vitest';
import { LANGUAGES, translator } from '../../src/platform/i18n';
import { classifyRendererFailure } from '../../src/platform/renderer-failure';

// What the renderer really throws, word for word (Chromium 156, Pixi 8.22).
const PIXI_NO_EVAL = new Error(
  'Current environment does not allow unsafe-eval, please use pixi.js/unsafe-eval module to enable support.',
);
const CHROME_EVAL = new EvalError(
  "Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script: script-src 'self'\".",
);
const BLOCKED_WORKER = Object.assign(
  new Error(
    "Failed to construct 'Worker': Access to the script at 'blob:http://127.0.0.1/1' is denied by the document's Content Security Policy.",
  ),
  { name: 'SecurityError' },
);
const PIXI_NO_RENDERER = new Error('No available renderer for the current environment');
const PIXI_NO_WEBGL = new Error('This browser does not support WebGL. Try using the canvas renderer');

describe('why the renderer did not start', () => {
  it("names the page's security policy when it refused eval or a worker, not WebGL", () => {
    for (const error of [PIXI_NO_EVAL, CHROME_EVAL, BLOCKED_WORKER]) {
      const failure = classifyRendererFailure(error);
      expect(failure.cause, error.message).toBe('security-policy');
      expect(failure.messageKey).toBe('app.rendererBlocked');
      expect(failure.lobby.code).toBe('renderer');
      expect(failure.lobby.message).toMatch(/^The page's Content-Security-Policy blocked the renderer: /);
      expect(failure.lobby.message).not.toMatch(/WebGL is unavailable/);
    }
  });

  it('puts the policy first when it refused something while the renderer started, whatever was thrown', () => {
    const failure = classifyRendererFailure(new TypeError('e is undefined'), ['script-src eval', 'script-src eval']);
    expect(failure.cause).toBe('security-policy');
    expect(failure.lobby.message).toBe(
      "The page's Content-Security-Policy blocked the renderer (refused: script-src eval): e is undefined",
    );
  });

  it('says WebGL is unavailable only when the renderer says so', () => {
    for (const error of [PIXI_NO_RENDERER, PIXI_NO_WEBGL]) {
      const failure = classifyRendererFailure(error);
      expect(failure.cause).toBe('webgl-unavailable');
      expect(failure.messageKey).toBe('app.webglError');
      expect(failure.lobby).toEqual({
        code: 'renderer',
        message: `WebGL is unavailable in this browser: ${error.message}`,
      });
    }
  });

  it('anything else is a failure to start, with what was thrown', () => {
    expect(classifyRendererFailure(new RangeError('Invalid array length'))).toEqual({
      cause: 'other',
      messageKey: 'app.rendererError',
      lobby: { code: 'renderer', message: 'The renderer failed to start: Invalid array length' },
    });
    expect(classifyRendererFailure(undefined).lobby.message).toBe('The renderer failed to start');
    expect(classifyRendererFailure('no canvas').lobby.message).toBe('The renderer failed to start: no canvas');
  });

  it('tells the player each cause in every language, three different texts', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const texts = (['security-policy', 'webgl-unavailable', 'other'] as const).map((cause) => {
        const error = { 'security-policy': CHROME_EVAL, 'webgl-unavailable': PIXI_NO_WEBGL, other: new Error('x') }[
          cause
        ];
        return t(classifyRendererFailure(error).messageKey);
      });
      expect(new Set(texts).size, lang).toBe(3);
      for (const text of texts) expect(text, lang).not.toMatch(/^app\./);
    }
    // only the WebGL text speaks of WebGL
    expect(translator('en')('app.rendererBlocked')).not.toMatch(/WebGL/);
  });
});
