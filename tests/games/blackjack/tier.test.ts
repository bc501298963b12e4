/**
 * The limit tiers of bj-european (RULES.md: 10–500 and a second tier 20–1000): the table opened
 * at a tier plays with that tier's chips and limits, the demo port refuses a bet outside the
 * tier's limits with the engine's coded problem (not only the table's chip tray), and a round
 * dealt at one tier comes back at that tier whatever tier the lobby asks for next.
 */
import { describe, expect, it } from 'vitest';
import { blackjackDemoPort } from '../../../src/demo/blackjack/demo-port';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { rulesAtTier } from '../../../src/games/blackjack/tier';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, refusal, settled, visit } from '../support';

const TABLE = 'bj-european';
const START = 500_000;
/** Seat 1 gets T and 6 (16), the dealer shows 9 and draws T (19) after the player stands. */
const SIXTEEN_V_NINETEEN = ['TS', '9H', '6D', 'TC'];

function open(storage: MemoryStorage, tier: string | null, cards?: readonly string[]) {
  const v = visit(storage, START);
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng('tiers'), cards ? stackedShoe(cards) : undefined),
    reporter: null,
    table: TABLE,
    tier,
    computerPlayers: false,
  });
  return { ...v, session, actor: session.actor };
}

/** Answers the table's stages until it asks the player something (or is back to betting). */
async function toDecision(actor: ReturnType<typeof open>['actor']): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const phase = await settled(actor);
    if (!actor.getSnapshot().hasTag('animating')) return phase;
    actor.send({ type: 'anim.done' });
  }
  throw new Error('no decision came');
}

describe('bj-european limit tiers at the port', () => {
  const port = (tier: string) => {
    const { bank, history } = visit(new MemoryStorage(), START);
    const rules = { ...rulesAtTier(TABLE, tier), otherPlayers: 0 };
    return { bank, port: blackjackDemoPort({ bank, history, table: TABLE, rules, rng: new SeededRng('port') }) };
  };

  it('20-1000 refuses 10 on a box (bet.belowMin) and takes 1000 on each of three boxes', async () => {
    const { bank, port: p } = port('20-1000');
    expect(await refusal(p.open({ requestId: 'low', bets: [{ seat: 1, main: 1000 }] }))).toEqual({
      code: 'bet.belowMin',
      seat: 1,
      amount: 1000,
      min: 2000,
      max: 100_000,
    });
    expect(await refusal(p.open({ requestId: 'high', bets: [{ seat: 2, main: 100_100 }] }))).toMatchObject({
      code: 'bet.overMax',
      seat: 2,
      max: 100_000,
    });
    expect(bank.balance()).toBe(START);
    const bets = [1, 2, 3].map((seat) => ({ seat, main: 100_000 }));
    const step = await p.open({ requestId: 'top', bets });
    expect(step.staked).toBe(300_000);
    expect(bank.balance()).toBe(START - 300_000 + step.returned);
  });

  it('10-500 (the first tier) refuses 1000 on a box (bet.overMax) and takes 10', async () => {
    const { bank, port: p } = port('10-500');
    expect(await refusal(p.open({ requestId: 'high', bets: [{ seat: 1, main: 100_000 }] }))).toMatchObject({
      code: 'bet.overMax',
      seat: 1,
      amount: 100_000,
      max: 50_000,
    });
    expect(bank.balance()).toBe(START);
    const step = await p.open({ requestId: 'low', bets: [{ seat: 1, main: 1000 }] });
    expect(step.staked).toBe(1000);
  });
});

describe('bj-european limit tiers at the table', () => {
  it('opened at 20-1000: that tier’s chips, limits and first chip; a chip of the other tier is refused', async () => {
    const t = open(new MemoryStorage(), '20-1000');
    expect(await settled(t.actor)).toBe('betting');
    expect(t.session.tier).toBe('20-1000');
    const { rules, chip } = t.actor.getSnapshot().context;
    expect(rules.chips).toEqual([2000, 5000, 10_000, 25_000, 100_000]);
    expect([rules.minBet, rules.maxBet]).toEqual([2000, 100_000]);
    expect(chip).toBe(2000);
    t.actor.send({ type: 'chip.select', value: 1000 });
    expect(t.actor.getSnapshot().context.notice).toEqual({ code: 'chip.unknown', value: 1000 });
    t.session.stop();
  });

  it('opened without a tier, or with one the table lacks: its first tier, 10-500', () => {
    for (const tier of [null, '50-2000']) {
      const t = open(new MemoryStorage(), tier);
      expect(t.session.tier).toBe('10-500');
      expect(t.actor.getSnapshot().context.rules.chips).toEqual([1000, 2500, 5000, 10_000, 50_000]);
      t.session.stop();
    }
  });

  it('a round dealt at 20-1000 comes back at 20-1000 when the lobby asks for 10-500, and settles there', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, '20-1000', SIXTEEN_V_NINETEEN);
    await settled(first.actor);
    first.actor.send({ type: 'chip.select', value: 100_000 });
    first.actor.send({ type: 'bet.place', seat: 1 });
    first.actor.send({ type: 'round.deal' });
    expect(await toDecision(first.actor)).toBe('playerTurn');
    expect(first.bank.balance()).toBe(START - 100_000);
    first.session.stop();

    const again = open(storage, '10-500');
    expect(again.session.tier).toBe('20-1000');
    expect(again.session.rules.maxBet).toBe(100_000);
    expect(await toDecision(again.actor)).toBe('playerTurn');
    again.actor.send({ type: 'player.stand' });
    await playOut(again.actor);
    expect(again.bank.balance()).toBe(START - 100_000);
    expect(again.history.list('blackjack')[0]).toMatchObject({ staked: 100_000, returned: 0 });
    again.session.stop();

    // Between rounds the lobby's choice holds again.
    const next = open(storage, '10-500');
    expect(next.session.tier).toBe('10-500');
    next.session.stop();
  });

  it('a round settled at 20-1000 but still being shown comes back at 20-1000 to finish its show', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, '20-1000', SIXTEEN_V_NINETEEN);
    await settled(first.actor);
    first.actor.send({ type: 'bet.place', seat: 1 });
    first.actor.send({ type: 'round.deal' });
    await toDecision(first.actor);
    first.actor.send({ type: 'player.stand' });
    await settled(first.actor);
    // Settled at the bank (no open round), the table still showing the dealer's cards.
    expect(first.bank.openRound('blackjack')).toBeNull();
    expect(first.actor.getSnapshot().hasTag('animating')).toBe(true);
    first.session.stop();

    const again = open(storage, null);
    expect(again.session.tier).toBe('20-1000');
    expect(again.session.resumed).toBe(true);
    again.session.stop();
  });
});
