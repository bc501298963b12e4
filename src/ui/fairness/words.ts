/**
 * The fairness section's words, kept free of Pixi and of the DOM so they are testable: a client
 * seed checked before it is sent (saying what is wrong), a hash shortened for the panel, a refusal
 * or a lost connection in the player's words, and what a round's VERIFY found.
 */

import { isCard } from '../../engine/shared/cards';
import type { FairnessTranslate } from '../../platform/i18n/fairness';
import type { VerifyOutcome } from '../../platform/remote/fairness-source';
import { cardText } from '../history/format';

/** SERVER.md: a client seed is 1–64 characters of A–Z a–z 0–9 _ -. */
const CLIENT_SEED_MAX = 64;
const ALLOWED = /^[A-Za-z0-9_-]$/;

export type SeedCheck = { ok: true; seed: string } | { ok: false; problem: string };

/**
 * The seed as it will be sent (spaces around it, which phone keyboards add, dropped), or what is
 * wrong with it: empty, characters it may not hold (named), or too long.
 */
export function checkClientSeed(typed: string, ft: FairnessTranslate): SeedCheck {
  const seed = typed.trim();
  if (seed.length === 0) return { ok: false, problem: ft('fairness.seedEmpty') };
  const bad = [...new Set([...seed].filter((c) => !ALLOWED.test(c)))];
  if (bad.length > 0) {
    // quoted, so a space or a look-alike letter is seen for what it is
    return { ok: false, problem: ft('fairness.seedChars', { chars: bad.map((c) => `“${c}”`).join(' ') }) };
  }
  if (seed.length > CLIENT_SEED_MAX) return { ok: false, problem: ft('fairness.seedLong', { count: seed.length }) };
  return { ok: true, seed };
}

/** A 64-digit hash as the panel prints it: its first 10 and last 8 digits (the inspector has it whole). */
export function shortHash(hash: string): string {
  return hash.length <= 20 ? hash : `${hash.slice(0, 10)}…${hash.slice(-8)}`;
}

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Why a call failed, in words: a round still being played (rotation waits for it), the server
 * out of reach (or any failure that names no code), or the server's refusal by its code.
 */
export function failureText(error: unknown, ft: FairnessTranslate): string {
  const code = codeOf(error);
  if (code === 'round-in-progress') return ft('fairness.roundInProgress');
  if (code === null || code === 'connection-lost') return ft('fairness.offline');
  return ft('fairness.refused', { code });
}

/** A VERIFY that could not run: the round's own reasons first, then the call's. */
export function verifyFailureText(error: unknown, ft: FairnessTranslate): string {
  const code = codeOf(error);
  if (code === 'no-round') return ft('fairness.stillOpen');
  if (code === 'not-found') return ft('fairness.notFound');
  return ft('fairness.verifyFailed', { reason: failureText(error, ft) });
}

export type Tone = 'ok' | 'warn' | 'info';

/** One side of a mismatch: cards, a number or a hash. */
export type Evidence =
  | { kind: 'cards'; cards: string[] }
  | { kind: 'number'; number: number }
  | { kind: 'hash'; hash: string };

export interface OutcomeWords {
  tone: Tone;
  /** MISMATCH, in the warning colour; null for the other outcomes. */
  title: string | null;
  text: string;
  /** What the seed deals against what the round showed (a mismatch only). */
  sides: { caption: string; evidence: Evidence }[];
  /** Everything above on one line: what the inspector and a screen reader get. */
  summary: string;
}

function evidence(value: string[] | number, seed: boolean): Evidence {
  if (typeof value === 'number') return { kind: 'number', number: value };
  if (seed) return { kind: 'hash', hash: value.join('') };
  return { kind: 'cards', cards: value };
}

function evidenceText(e: Evidence): string {
  if (e.kind === 'number') return String(e.number);
  if (e.kind === 'hash') return e.hash;
  return e.cards.map((c) => (isCard(c) ? cardText(c).text : c)).join(' ');
}

/** What a round's check found, as the recall shows it. */
export function outcomeWords(outcome: VerifyOutcome, ft: FairnessTranslate): OutcomeWords {
  const plain = (tone: Tone, text: string): OutcomeWords => ({ tone, title: null, text, sides: [], summary: text });
  if (outcome.status === 'unrevealed') return plain('info', ft('fairness.unrevealed'));
  if (outcome.status === 'unverifiable') return plain('info', ft('fairness.unverifiable'));
  const number = typeof outcome.shown === 'number';
  if (outcome.status === 'match') return plain('ok', ft(number ? 'fairness.matchNumber' : 'fairness.matchCards'));
  const seed = outcome.about === 'seed';
  const text = ft(seed ? 'fairness.mismatchSeed' : number ? 'fairness.mismatchNumber' : 'fairness.mismatchCards');
  const sides = [
    { caption: ft(seed ? 'fairness.committedHash' : 'fairness.expected'), evidence: evidence(outcome.expected, seed) },
    { caption: ft(seed ? 'fairness.revealedHash' : 'fairness.shown'), evidence: evidence(outcome.shown, seed) },
  ];
  const title = ft('fairness.mismatch');
  const detail = sides.map((s) => `${s.caption}: ${evidenceText(s.evidence)}`).join('. ');
  return { tone: 'warn', title, text, sides, summary: `${title}: ${text} ${detail}.` };
}
