/**
 * Splits text into what the eye reads as one character, for Pixi's letter-spaced text (the spaced
 * capitals of the felt and the HUD): a character with its combining marks, an emoji with its skin
 * tone or joined by zero-width joiners, a flag, a CRLF. Pixi's default asks `Intl.Segmenter`, whose first use loads ICU's break
 * rules (a slow start on a phone, src/app/lazy-segmenter.ts); the four languages' texts are
 * precomposed Latin and Greek, which this splits the same way.
 */
const CLUSTER = /\r\n|\p{RI}{2}|\P{M}[\p{M}\p{Emoji_Modifier}]*(?:\u200d\P{M}[\p{M}\p{Emoji_Modifier}]*)*|\p{M}+/gu;

export function splitGraphemes(text: string): string[] {
  return text.match(CLUSTER) ?? [];
}
