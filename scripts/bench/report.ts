/** The bench's one table: a row per figure and subject, with its target and how it was measured. */
import { FRAME_JS_TARGET_MS, type FrameFigures } from './frames';

export interface Row {
  figure: string;
  subject: string;
  value: number;
  unit: string;
  /** The value as printed. */
  shown: string;
  target: string;
  /** Whether the target is met (null: no target). */
  ok: boolean | null;
  how: string;
  /** For a target missed: how far, and its cause as the measure saw it. */
  miss?: string;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x: number) => `${Math.round(x)} ms`;

export function formatTable(rows: readonly Row[]): string {
  const head = ['figure', 'subject', 'measured', 'target', 'met', 'how it was measured'];
  const cells = rows.map((r) => [
    r.figure,
    r.subject,
    r.shown,
    r.target,
    r.ok === null ? '–' : r.ok ? 'yes' : 'NO',
    r.how,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: readonly string[]) =>
    c
      .map((x, i) => (i === c.length - 1 ? x : x.padEnd(widths[i] as number)))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((w, i) => '─'.repeat(i === widths.length - 1 ? Math.min(w, 40) : w)).join('─┼─');
  return [line(head), rule, ...cells.map(line)].join('\n');
}

/** Each missed target with how far it is and its cause; '' when every target measured was met. */
export function formatMisses(rows: readonly Row[]): string {
  const missed = rows.filter((r) => r.ok === false);
  if (missed.length === 0) return '';
  return [
    `Missed (${missed.length}):`,
    ...missed.map((r) => `- ${r.figure}, ${r.subject}: ${r.miss ?? `${r.shown} against ${r.target}`}`),
  ].join('\n');
}

/** The frame JS miss: how far over, and what the frames over the target had in them. */
function frameJsMiss(f: FrameFigures): string {
  const o = f.over;
  return (
    `p95 ${f.js.p95.toFixed(2)} ms, ${(f.js.p95 - FRAME_JS_TARGET_MS).toFixed(2)} ms over ${FRAME_JS_TARGET_MS} ms; ` +
    `${o.count} of ${f.frames} frames over it (the p95 allows ${Math.floor(f.frames * 0.05)}): ` +
    `${o.rebuilt} rebuilt a draw list (something shown, hidden, added or taken off), ` +
    `${o.texts} changed a text, ${o.plain} neither (the motion itself); slowest ${o.slowest.join('; ')}`
  );
}

/**
 * The rows of the stepped frame measure (frames.ts): the game's JavaScript per frame, its draw
 * calls, the textures it uploads and the display objects it makes during its busiest animation.
 */
export function stepRows(game: string, f: FrameFigures): Row[] {
  const round = f.warmedUp ? "the table's 2nd round (a 1st at the same bets before it)" : "the table's 1st round";
  const how = `${f.table} seed ${f.seed}, ${f.what}, ${round}; ${f.viewport}, ${f.cpu}× CPU, ${f.gpu === 'phone' ? "batched as a phone's GPU batches (up to 16 textures; the game's software-GPU cap of 1 off, phone-gpu.ts)" : 'batched as on this software GPU (1 texture a batch)'}; ${f.frames} frames drawn in ${f.steps} steps of a page clock stepped 16.7 ms at a time by the bench`;
  const texts = f.texts.map((t) => `${t.at} ${t.changes}×`).join(', ');
  return [
    {
      figure: 'frame JS p95 (GL out)',
      subject: game,
      value: f.js.p95,
      unit: 'ms',
      shown: `${f.js.p95.toFixed(2)} ms (p50 ${f.js.p50.toFixed(2)}, max ${f.js.max.toFixed(1)}; in GL p95 ${f.gl.p95.toFixed(1)}${f.runs > 1 ? `; each play's own p95 ${f.jsEachRun.map((r) => r.p95.toFixed(1)).join(', ')}` : ''})`,
      target: `≤ ${FRAME_JS_TARGET_MS} ms`,
      ok: f.js.p95 <= FRAME_JS_TARGET_MS,
      miss: frameJsMiss(f),
      how: `${how}; ${f.runs > 1 ? `each frame's least over ${f.runs} plays of the same stepped animation, each in a page of its own (what the frame itself costs, not what else this machine ran on random frames: frame-runs.ts); ` : ''}animation-frame callbacks and their promise continuations, real clock, less the time inside WebGL calls and the measure's own cost (${(f.cost.perCall * 1000).toFixed(2)} µs per wrapped WebGL call, ${f.cost.empty.toFixed(2)} ms per timed piece; p95 before taking it out ${f.jsRaw.p95.toFixed(2)} ms); timers between frames up to ${f.timerJsMax.toFixed(1)} ms`,
    },
    {
      figure: 'render rebuilds',
      subject: game,
      value: f.rebuilt.total,
      unit: 'count',
      shown: `${f.rebuilt.frames} frames, ${f.rebuilt.total} nodes walked (max ${f.rebuilt.max} in a frame); WebGL calls p50 ${f.glCalls.p50}, max ${f.glCalls.max}`,
      target: '–',
      ok: null,
      how: `${how}; Pixi's collectRenderables calls, made when a render group's structure changed (a child added, removed, shown or hidden)`,
    },
    {
      figure: 'draw calls per frame',
      subject: game,
      value: f.draws.max,
      unit: 'count',
      shown: `max ${f.draws.max} (p50 ${f.draws.p50}, p95 ${f.draws.p95})`,
      target: '≤ 60',
      ok: f.draws.max <= 60,
      how: `${how}; drawElements/drawArrays(+Instanced)/drawRangeElements calls counted`,
    },
    {
      figure: 'texture uploads',
      subject: game,
      value: f.uploads.count,
      unit: 'count',
      shown: `${f.uploads.count} (${kb(f.uploads.bytes)}) in ${f.uploads.frames} frames`,
      target: f.warmedUp ? '0 after a 1st round' : '–',
      ok: f.warmedUp ? f.uploads.count === 0 : null,
      how: `${how}; texImage/texSubImage/texStorage/copyTex… calls, width×height×4 bytes${texts ? `; texts changed: ${texts}` : ''}${f.firstShown.length ? `; canvas texts painted: ${f.firstShown.join(', ')}` : ''}`,
    },
    {
      figure: 'display objects made',
      subject: game,
      value: f.made.total,
      unit: 'count',
      shown: `${f.made.total} (in ${f.made.frames} frames, max ${f.made.max})`,
      target: '0',
      ok: f.made.total === 0,
      how: `${how}; the stage walked after each step (outside the timed part), objects not seen before`,
    },
  ];
}
