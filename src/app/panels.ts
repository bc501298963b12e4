/**
 * The panels the lobby and the tables open over the stage: a table's rules and paytable (its texts
 * and the blackjack expected-value engine load on demand), the settings, and a game's history.
 */
import type { Minor } from '../engine/shared/money';
import type { GameId } from '../platform/games';
import type { GameHistory } from '../platform/history';
import { type Language, loadRulesTexts, type Translate } from '../platform/i18n';
import type { SettingsStore } from '../platform/settings';
import type { SiteTerms } from '../ui/rules/types';
import { SettingsPanel } from '../ui/settings-panel';
import type { Stage } from '../view/kit/stage';

export interface Panels {
  /** A table's rules; at a limit tier (the table's own), with that tier's limits. */
  openRules(table: string, tier?: string | null): Promise<void>;
  openSettings(): void;
  /** The game's last rounds; `showing`, a round the table has not finished showing, stays out. */
  openHistory(game: GameId, showing: string | null): Promise<void>;
}

export function panels(o: {
  stage: Stage;
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  compact: (minor: Minor) => string;
  settings: SettingsStore;
  history: GameHistory;
  /** The operator's terms the rules screens state (launch parameters). */
  terms: SiteTerms;
}): Panels {
  const { stage, t, lang } = o;
  const invalidate = () => stage.loop.invalidate();
  const close = () => stage.closeOverlay();
  return {
    async openRules(table, tier) {
      const [{ RulesPanel }, { rulesContent }] = await Promise.all([
        import('../ui/rules-panel'),
        import('../ui/rules/content'),
        loadRulesTexts(lang),
      ]);
      const content = rulesContent(table, { lang, money: o.compact, tier: tier ?? undefined, terms: o.terms });
      stage.openOverlay(new RulesPanel(content, t, invalidate, close));
    },
    openSettings() {
      stage.openOverlay(new SettingsPanel(t, o.settings, invalidate, close));
    },
    async openHistory(game, showing) {
      const { HistoryPanel } = await import('../ui/history-panel');
      const entries = o.history.list(game).filter((e) => e.roundId !== showing);
      stage.openOverlay(new HistoryPanel(entries, { t, lang, money: o.money, invalidate, onClose: close }));
    },
  };
}
