/**
 * Pixi keeps the measures of every text it lays out (CanvasTextMetrics' cache: up to 1 000
 * entries, keyed by the words and their style's id) and each entry holds its style. A label made
 * anew each round (a result badge, a sentence) has a new style, so a table adds entries round
 * after round, each keeping a long-destroyed label's style: measured at ~430 bytes an entry, the
 * cache grew for ~150 rounds of blackjack before it stopped (~0.4 MB). A table keeps it near what
 * one screen shows at once (its labels and the sentences of a round); an evicted text is only
 * measured again the next time it changes.
 */
import { CanvasTextMetrics } from 'pixi.js';

export const TEXT_MEASURES_KEPT = 256;

/** What the cache (tiny-lru) offers: its bound, its size and the eviction of its oldest entry. */
interface MeasureCache {
  max: number;
  readonly size: number;
  evict(): void;
}

/** The measures Pixi keeps, at most `max` from now on. */
export function capTextMeasures(max: number = TEXT_MEASURES_KEPT): void {
  const cache = (CanvasTextMetrics as unknown as { _measurementCache?: Partial<MeasureCache> })._measurementCache;
  if (!cache || typeof cache.evict !== 'function' || typeof cache.size !== 'number') return;
  // tiny-lru evicts only when its size *equals* its bound: one already past it is trimmed first,
  // or it would never evict again.
  while ((cache.size as number) > max) cache.evict();
  cache.max = max;
}

/** How many measures Pixi keeps now (tests). */
export function textMeasuresKept(): number {
  return (CanvasTextMetrics as unknown as { _measurementCache?: { size?: number } })._measurementCache?.size ?? 0;
}
