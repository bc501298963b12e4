/**
 * The panels the lobby and the tables open over the stage: a table's rules and paytable (its texts
 * and the blackjack expected-value engine load on demand) as the jurisdiction profile asks (the
 * return shown or not, the operator's complaints line), a blackjack table's strategy chart from its
 * rules screen, the settings, and a game's history (this browser's demo history, or the game
 * server's with its fairness section).
 */
import { isSharedTableId, SHARED_TABLE_BASE } from '../contract/shared-tables';
import type { Minor } from '../engine/shared/money';
import type { GameId } from '../platform/games';
import type { HistoryEntry } from '../platform/history';
import { type Language, loadRulesTexts, type Translate } from '../platform/i18n';
import type { JurisdictionProfile } from '../platform/jurisdictions';
import type { FairnessSource } from '../platform/remote/fairness-source';
import type { ReplayAccess } from '../platform/replay-handoff';
import type { SettingsStore } from '../platform/settings';
import type { SiteTerms } from '../ui/rules/types';
import { SettingsPanel } from '../ui/settings-panel';
import type { Stage } from '../view/kit/stage/stage';

export interface Panels {
  /** A table's rules; at a limit tier (the table's own), with that tier's limits. */
  openRules(table: string, tier?: string | null): Promise<void>;
  openSettings(): void;
  /** The game's last rounds; `showing`, a round the table has not finished showing, stays out. */
  openHistory(game: GameId, showing: string | null): Promise<void>;
}

/** Where a game's last rounds come from: the demo's GameHistory, or the game server's RemoteHistory. */
export interface HistorySource {
  list(game: GameId): HistoryEntry[] | Promise<HistoryEntry[]>;
  /** The game server's session, for a round's REPLAY (none in demo play in the browser: no record to replay). */
  replayAccess?(): ReplayAccess | null;
}

export function panels(o: {
  stage: Stage;
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  compact: (minor: Minor) => string;
  settings: SettingsStore;
  history: HistorySource;
  /** The server's provably fair seeds for the history panel (null: a demo table has none). */
  fairness?: FairnessSource | null;
  /** The operator's terms the rules screens state (launch parameters). */
  terms: SiteTerms;
  /** The profile the page plays by: whether the rules show the return, and the operator's complaints line. */
  jurisdiction: JurisdictionProfile;
}): Panels {
  const { stage, t, lang } = o;
  const invalidate = () => stage.loop.invalidate();
  const close = () => stage.closeOverlay();
  const openRules = async (asked: string, askedTier?: string | null, backFromChart = false): Promise<void> => {
    // A shared table plays by its solo table's rules (SHARED.md): those are the ones shown.
    const shared = isSharedTableId(asked) ? SHARED_TABLE_BASE[asked] : null;
    const table = shared?.base ?? asked;
    const tier = shared ? (shared.tier ?? null) : askedTier;
    const [{ RulesPanel }, { rulesContent }] = await Promise.all([
      import('../ui/rules-panel'),
      import('../ui/rules/content'),
      loadRulesTexts(lang),
    ]);
    const content = rulesContent(table, {
      lang,
      money: o.compact,
      tier: tier ?? undefined,
      terms: o.terms,
      showRtp: o.jurisdiction.showRtp,
      complaints: o.jurisdiction.complaintsText,
      version: __APP_VERSION__,
    });
    const panel = new RulesPanel(content, t, invalidate, close, () => void openChart(table, tier));
    stage.openOverlay(panel);
    if (backFromChart) panel.revealChart();
  };
  // The chart replaces the rules on screen; closing it brings the rules back where the player left them.
  const openChart = async (table: string, tier?: string | null): Promise<void> => {
    const [{ StrategyChartPanel }, { strategyChart }] = await Promise.all([
      import('../ui/strategy-chart-panel'),
      import('../ui/rules/strategy-chart'),
    ]);
    const chart = strategyChart(table, { lang });
    stage.openOverlay(new StrategyChartPanel(chart, t, invalidate, () => void openRules(table, tier, true)));
  };
  return {
    openRules: (table, tier) => openRules(table, tier),
    openSettings() {
      stage.openOverlay(new SettingsPanel(t, o.settings, invalidate, close));
    },
    async openHistory(game, showing) {
      const { HistoryPanel } = await import('../ui/history-panel');
      const entries = (await listed(o.history, game)).filter((e) => e.roundId !== showing);
      stage.openOverlay(
        new HistoryPanel(entries, {
          t,
          lang,
          money: o.money,
          invalidate,
          onClose: close,
          fairness: o.fairness ?? null,
          replay: o.history.replayAccess ? () => o.history.replayAccess?.() ?? null : null,
        }),
      );
    },
  };
}

/**
 * The rounds the panel lists: a history that cannot be read (the server unreachable, a refusal)
 * opens the panel on no rounds rather than not at all; the connection's state is told elsewhere.
 */
async function listed(history: HistorySource, game: GameId): Promise<HistoryEntry[]> {
  try {
    return await history.list(game);
  } catch {
    return [];
  }
}
