/**
 * Pixi's text metrics make an `Intl.Segmenter` as their module is evaluated, and Chromium loads
 * ICU's break rules for the first one made: 130–400 ms of a 4× throttled phone before the first
 * screen, for a segmenter the game does not use (src/view/kit/text/graphemes.ts splits the spaced
 * capitals). Until something really segments text, `Intl.Segmenter` here makes a stand-in that
 * makes the real segmenter on its first use. It must run before Pixi's code: it is main.ts's first
 * import and a chunk of its own (vite.config.ts), so the entry imports it first.
 */
const Native = Intl.Segmenter;

if (typeof Native === 'function') {
  class LazySegmenter {
    readonly #args: ConstructorParameters<typeof Intl.Segmenter>;
    #real: Intl.Segmenter | null = null;

    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      this.#args = args;
    }

    #get(): Intl.Segmenter {
      this.#real ??= new Native(...this.#args);
      return this.#real;
    }

    segment(input: string): Intl.Segments {
      return this.#get().segment(input);
    }

    resolvedOptions(): Intl.ResolvedSegmenterOptions {
      return this.#get().resolvedOptions();
    }

    static supportedLocalesOf(...args: Parameters<typeof Intl.Segmenter.supportedLocalesOf>): string[] {
      return Native.supportedLocalesOf(...args);
    }
  }
  (Intl as { Segmenter: unknown }).Segmenter = LazySegmenter;
}
