/**
 * A read round on the replay page: its table opened for the replay (view/replay/replay-table.ts),
 * the replay's screen around it (ui/replay/replay-screen.ts) with the round's figures, and the
 * transport wired to the controller. RESTART opens the table afresh from the same record (the
 * record is read once: a restart calls nothing); the speed is the replay's own, 1× or 3×. A
 * problem found while it plays stops the page with its code.
 */
import type { RoundSummary } from '../../contract/history';
import { formatMoney, type Minor } from '../../engine/shared/money';
import { ReplayProblem, type ReplayRecord } from '../../games/replay/record';
import type { Inspector } from '../../look/inspector';
import type { Language, Translate } from '../../platform/i18n';
import type { ReplayTranslate } from '../../platform/i18n/replay';
import { historyEntry } from '../../platform/remote/history-entry';
import { TIME_SCALE } from '../../platform/settings';
import type { MoneyKind } from '../../platform/wallet';
import { manySeats, tableName, timeText } from '../../ui/history/format';
import type { RoundFigures } from '../../ui/replay/figures-view';
import { ReplayScreen } from '../../ui/replay/replay-screen';
import { progressWords, type StepWords, stepWords } from '../../ui/replay/step-words';
import type { Stage } from '../../view/kit/stage/stage';
import { betName } from '../../view/kit/words/bet-names';
import { openReplayTable, type ReplayTableView } from '../../view/replay/replay-table';
import type { ReplayStop } from './replay-problem';

export interface ReplayPageOptions {
  stage: Stage;
  inspector: Inspector;
  t: Translate;
  rt: ReplayTranslate;
  lang: Language;
  record: ReplayRecord;
  /** The record's round as the server sent it: its bets by name, as history names them. */
  round: unknown;
  kind: MoneyKind;
  fast: boolean;
  onMessage: (text: string) => void;
  announce: (text: string) => void;
  stop: (stop: ReplayStop) => void;
}

/** Between two steps while the replay plays, at normal speed: long enough to see where the round stands. */
const GAP_MS = 1100;

/** The figures beside the table, in the page's words. */
function figuresOf(o: ReplayPageOptions): Omit<RoundFigures, 'steps'> {
  const { record: r, t, lang } = o;
  const entry = historyEntry(o.round as RoundSummary);
  const seats = entry ? manySeats(entry) : false;
  return {
    roundId: r.roundId,
    table: tableName(r.table, t),
    started: timeText(Date.parse(r.startedAt), lang, true),
    finished: r.finishedAt ? timeText(Date.parse(r.finishedAt), lang, true) : null,
    staked: r.staked,
    returned: r.returned,
    balanceBefore: r.balanceBefore,
    balanceAfter: r.balanceAfter,
    bets: (entry?.wagers ?? []).map((w) => ({ name: betName(r.game, w.bet, t, seats), amount: w.amount })),
    tableBets: r.shared ? tableBetsOf(r, t) : null,
  };
}

/** A shared baccarat or roulette round's bets at the whole table, summed per area or position. */
function tableBetsOf(r: ReplayRecord, t: Translate): RoundFigures['tableBets'] {
  const sums = r.shared?.bets;
  if (typeof sums !== 'object' || sums === null || Array.isArray(sums)) return null;
  return Object.entries(sums as Record<string, unknown>).flatMap(([bet, amount]) =>
    typeof amount === 'number' && amount > 0 ? [{ name: betName(r.game, bet, t), amount }] : [],
  );
}

/** Shows the round's replay; resolves once it is on screen (a record that does not replay stops the page). */
export async function showReplay(o: ReplayPageOptions): Promise<void> {
  const { stage, rt, record } = o;
  const money = (m: Minor) => formatMoney(m, record.currency, o.lang);
  const chipLabel = (m: Minor) => formatMoney(m, record.currency, o.lang, { compact: true });
  const words: StepWords = { t: o.t, rt, money };
  const figures = figuresOf(o);
  const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let fast = o.fast;
  let current: { view: ReplayTableView; screen: ReplayScreen } | null = null;
  const invalidate = () => stage.loop.invalidate();

  const refresh = () => {
    if (!current) return;
    const { view, screen } = current;
    const p = view.table.controller.progress;
    if (p.problem) return o.stop({ code: p.problem.code, round: record.roundId });
    const index = p.running ? p.done + 1 : p.done;
    const step = view.table.steps[index - 1];
    const where = progressWords({ ...p, done: index }, rt);
    const caption = !p.ended && step ? `${where} · ${stepWords(step, words)}` : where;
    screen.refresh({ playing: p.playing, over: p.ended, fast, caption }, index);
  };

  const open = async (): Promise<void> => {
    let screen: ReplayScreen | null = null;
    const view = await openReplayTable(record, {
      ...{ t: o.t, lang: o.lang, money, chipLabel, resolution: stage.resolution, invalidate, kind: o.kind },
      hold: (key) => stage.loop.hold(key),
      release: (key) => stage.loop.release(key),
      speed: () => TIME_SCALE[fast ? 'fast' : 'normal'],
      calm: () => calm,
      onMessage: o.onMessage,
      announce: o.announce,
      look: { idleLine: (placed) => rt(placed ? 'replay.msg.bets' : 'replay.msg.ready') },
      motion: { hold: () => screen?.freeze(true), release: () => screen?.freeze(false) },
      gapMs: GAP_MS,
      onChange: () => refresh(),
    });
    const { controller } = view.table;
    screen = new ReplayScreen(view.screen, {
      ...{ rt, lang: o.lang, money, invalidate },
      figures: { ...figures, steps: view.table.steps.map((s) => stepWords(s, words)) },
      // Roulette's board shows whole from about 1280 px across at a desktop's height (view/roulette/layout.ts,
      // its wide mode): narrower than that beside the figures, the figures open over the table instead.
      tableMinWidth: record.game === 'roulette' ? 1280 : 0,
      actions: {
        onPlay: () => controller.play(),
        onPause: () => controller.pause(),
        onStep: () => controller.step(),
        onRestart: () => void open(),
        onSpeed: () => {
          fast = !fast;
          refresh();
        },
      },
      state: () => {
        const p = controller.progress;
        return { game: record.game, round: record.roundId, fast, ...p, problem: p.problem?.code ?? null };
      },
    });
    current = { view, screen };
    await stage.show(screen);
    o.inspector.screen = screen.name;
    await controller.ready();
    refresh();
  };

  try {
    await open();
  } catch (error) {
    if (!(error instanceof ReplayProblem)) throw error;
    console.warn(`replay: ${error.message}`);
    o.stop({ code: error.code, round: record.roundId });
  }
}
