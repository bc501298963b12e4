/**
 * The unit tests' setup: every language's dictionary loaded, as a page loads its player's before it
 * shows a word (src/platform/i18n.ts loadLanguage), so a test can translate in any of them at once.
 */
import { LANGUAGES, loadLanguage } from '../../src/platform/i18n';

await Promise.all(LANGUAGES.map(loadLanguage));
