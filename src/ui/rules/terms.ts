/**
 * The section every table's rules screen ends with (sheet 001 "Lisätietoja", RULES.md "Every
 * table"): a malfunction voids the round and returns its stakes; unfinished rounds and the
 * inactivity time follow the site's terms, stated with the operator's actual settings. Only a
 * blackjack round can be left unfinished (it waits for decisions); baccarat and roulette settle a
 * round in the call that takes its stakes, so their screens say that instead of an expiry.
 *
 * Then the screen closes on how to complain and the game's version (GLI-19): the operator's own
 * words when its jurisdiction profile has them (`complaintsText`, shown as written), else the
 * product's default line in the player's language.
 */
import type { Formatter } from './format';
import type { GameKind, RulesSection, SiteTerms } from './types';

/** The inactivity warning comes a minute before the end, halfway when the time is under two minutes. */
const WARNED_HALFWAY_BELOW = 2;

export function termsSection(game: GameKind, f: Formatter, terms: SiteTerms | undefined): RulesSection {
  const { t } = f;
  const expiry = terms?.roundExpiryMinutes ?? null;
  const inactivity = terms?.inactivityMinutes ?? null;
  const lines = [t('rules.terms.malfunction'), t('rules.terms.site')];
  if (game !== 'blackjack') lines.push(t('rules.terms.settledAtOnce'));
  else if (expiry === null) lines.push(t('rules.terms.resume'));
  else lines.push(t('rules.terms.expiry', { duration: f.plural('time.minutes', expiry) }));
  if (inactivity === null) lines.push(t('rules.terms.noInactivity'));
  else
    lines.push(
      t(inactivity < WARNED_HALFWAY_BELOW ? 'rules.terms.inactivityHalfway' : 'rules.terms.inactivity', {
        duration: f.plural('time.minutes', inactivity),
      }),
    );
  return { id: 'terms', heading: t('rules.section.terms'), lines };
}

export function complaintsSection(f: Formatter, complaints: string | null | undefined, version: string | undefined) {
  const { t } = f;
  const lines = [complaints?.trim() ? complaints.trim() : t('rules.about.complaints')];
  if (version) lines.push(t('rules.about.version', { version }));
  return { id: 'about', heading: t('rules.section.about'), lines } satisfies RulesSection;
}
