/**
 * Boot recovery of the round journal: what happens to each round a reload interrupted.
 *
 * For each unfinished round, with the wallet's ledger as the truth for money:
 *   - started but nothing debited: dropped (no money moved).
 *   - debited, not settled: resumed from its last snapshot; the wallet is told how many debits
 *     that snapshot had seen, so the machine's repeated debit is recognised, not taken again.
 *   - settled, not credited: the credit is applied now, exactly once (the wallet keeps one credit
 *     per round, so the resumed machine's own credit call is acknowledged without paying).
 *   - credited, not closed: resumed (the screen shows the payout and closes it).
 *   - no snapshot of its own, or the screen cannot resume it (`abandon`): a settled round is paid
 *     its returns; an unsettled one is void and its stakes are returned.
 *   - a wallet ledger the journal does not know (the journal was lost): void, stakes returned.
 *   A corrupt or older-version journal is reported (`storage-reset`) and replaced by a fresh one.
 */
import { type Minor, sum } from '../engine/shared/money';
import type { RoundJournal } from './journal';
import { GAMES, type Recovery, type RoundRecord, settled } from './journal-record';
import { isRecord } from './storage';

/** Settles, resumes or refunds each round a reload interrupted; called once when the journal opens. */
export function recoverRounds(journal: RoundJournal): Recovery[] {
  const out: Recovery[] = [];
  const known = new Set<string>();
  for (const game of GAMES) {
    const round = journal.record.open[game];
    if (!round) continue;
    known.add(round.id);
    const ledger = journal.wallet.ledger(round.id);
    if (!ledger || ledger.debits.length === 0) {
      journal.drop(round);
      out.push({ game, roundId: round.id, action: 'dropped', amount: 0 });
      continue;
    }
    round.stakes = ledger.debits.slice();
    if (round.stage === 'started') round.stage = 'debited';
    const slot = journal.record.slots[game];
    if (!slot || slot.roundId !== round.id || !isRecord(slot.data)) {
      const settledBefore = round.returned !== null;
      const { amount } = resolveWithoutMachine(journal, round);
      journal.finish(round, settledBefore ? 'complete' : 'void');
      out.push({ game, roundId: round.id, action: settledBefore ? 'paid' : 'refunded', amount });
      continue;
    }
    journal.wallet.resumeRound(round.id, slot.position);
    if (round.returned !== null && round.returned > 0 && ledger.credit === null) {
      settled(journal.wallet.credit(round.returned, round.id));
      if (round.stage !== 'credited') journal.markCredited(round, round.returned);
      out.push({ game, roundId: round.id, action: 'credited', amount: round.returned });
      continue;
    }
    if (ledger.credit !== null && round.stage !== 'credited') {
      if (round.returned === null) round.returned = ledger.credit;
      journal.markCredited(round, ledger.credit);
    }
    out.push({ game, roundId: round.id, action: 'resume', amount: 0 });
  }
  // Ledgers the journal does not know (it was lost or reset): stakes back, never kept.
  for (const id of journal.wallet.openRounds()) {
    if (known.has(id)) continue;
    const ledger = journal.wallet.ledger(id);
    let amount = 0;
    if (ledger && ledger.credit === null && ledger.debits.length > 0) {
      amount = sum(ledger.debits);
      settled(journal.wallet.credit(amount, id));
    }
    journal.wallet.closeRound(id);
    const game = GAMES.find((g) => id.startsWith(`${g}-`));
    if (game && amount > 0) out.push({ game, roundId: id, action: 'refunded', amount });
  }
  return out;
}

/** A snapshot with the journal's port put back where a wallet call was in flight. */

/** Pays a settled round's returns, or refunds an unsettled one's stakes, exactly once. */
export function resolveWithoutMachine(
  journal: RoundJournal,
  round: RoundRecord,
): { status: 'complete' | 'void'; amount: Minor } {
  const ledger = journal.wallet.ledger(round.id);
  round.stakes = ledger?.debits.slice() ?? [];
  const status = round.returned === null ? 'void' : 'complete';
  if (!ledger || round.stakes.length === 0) return { status, amount: 0 };
  if (round.returned === null) {
    round.returned = sum(round.stakes);
    round.steps.push({ step: 'settled', amount: round.returned, at: journal.now() });
  }
  let amount = 0;
  if (ledger.credit === null) {
    amount = round.returned;
    settled(journal.wallet.credit(amount, round.id));
  }
  if (round.stage !== 'credited') journal.markCredited(round, round.returned);
  return { status, amount };
}
