/**
 * Text drawn in capitals, in the player's language. Greek drops the tonos in capitals (ΖΥΓΆ is
 * wrong, ΖΥΓΑ right) and `toLocaleUpperCase('el')` knows it, where `toUpperCase()` keeps the
 * accent. Every label the tables and panels print in capitals goes through here: a lint test
 * (tests/lint/capitals.test.ts) finds any other upper-casing in the view, ui and app code.
 */
import type { Language } from '../i18n';

/** `lang`: the player's language (a BCP 47 tag such as the lobby's, or a shipped `Language`). */
export function upper(text: string, lang: Language | (string & {})): string {
  return text.toLocaleUpperCase(lang);
}
