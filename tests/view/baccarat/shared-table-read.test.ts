/**
 * What the shared baccarat table shows for a snapshot (view/baccarat/shared/table-read.ts): the
 * table's bets split into the player's own and everyone else's, the window's countdown and the
 * message line per phase (the cut card's coup, a new shoe), the buttons a window offers, and the
 * countdown ring's place on every layout we ship.
 */
import { describe, expect, it } from 'vitest';
import type { SharedPublicState } from '../../../src/contract/shared';
import { tableRules } from '../../../src/engine/baccarat/rules';
import { formatMoney } from '../../../src/engine/shared/money';
import { translator } from '../../../src/platform/i18n';
import { baccaratLayout } from '../../../src/view/baccarat/layout';
import { ringSpot } from '../../../src/view/baccarat/shared/ring-spot';
import {
  betsOf,
  type Coup,
  controlsOf,
  coupOf,
  likelyOthers,
  type MessageInput,
  messageOf,
  othersOf,
  ownSettlement,
  windowClock,
} from '../../../src/view/baccarat/shared/table-read';

const t = translator('en');
const money = (m: number) => formatMoney(m, 'EUR', 'en');
const rules = tableRules('baccarat-8deck');
const NONE = { player: 0, banker: 0, tie: 0 };

const state = (over: Partial<SharedPublicState>): SharedPublicState => ({
  table: 'baccarat-shared',
  game: 'baccarat',
  timings: { settleSeconds: 4, bettingSeconds: 15, turnSeconds: 20 },
  now: 1_000,
  tableRoundId: 'r1',
  phase: 'betting',
  closesAt: null,
  seats: [],
  players: [],
  bets: NONE,
  round: null,
  asked: null,
  fairness: { chain: 1, commitment: 'c', k: 1, clientSeed: null, version: 2 },
  history: [],
  ...over,
});

/** Banker wins 7 to 5 (no natural). */
const COUP: Coup = {
  player: ['2S', '3H'],
  banker: ['4D', '3C'],
  winner: 'banker',
  playerTotal: 5,
  bankerTotal: 7,
  natural: false,
};

const message = (over: Partial<MessageInput>) =>
  messageOf(
    {
      phase: 'betting',
      note: null,
      own: NONE,
      coup: null,
      paid: null,
      cutCard: false,
      newShoe: false,
      removing: false,
      ...over,
    },
    t,
    money,
    rules,
  );

describe('everyone else’s chips', () => {
  it('are the table’s sums less the player’s own, per area', () => {
    expect(othersOf({ player: 1500, banker: 200, tie: 50 }, { player: 500, banker: 200, tie: 0 })).toEqual({
      player: 1000,
      banker: 0,
      tie: 50,
    });
    // never below nothing (the player's own not in the sums yet)
    expect(othersOf({ player: 0, banker: 100, tie: 0 }, { player: 500, banker: 0, tie: 0 })).toEqual({
      player: 0,
      banker: 100,
      tie: 0,
    });
  });

  it('never count the player’s chip as someone else’s while its command is on its way', () => {
    const before = { player: 1000, banker: 0, tie: 0 };
    const held = NONE;
    const sending = { player: 100, banker: 0, tie: 0 };
    // the player's own event is in: the table holds the chip on its way
    expect(likelyOthers({ player: 1100, banker: 0, tie: 0 }, [held, sending], before)).toEqual(before);
    // another player's bet came first: the table holds what the server held
    expect(likelyOthers({ player: 1000, banker: 500, tie: 0 }, [held, sending], before)).toEqual({
      player: 1000,
      banker: 500,
      tie: 0,
    });
    // a bet the sums cannot hold is never taken as the player's
    expect(likelyOthers({ player: 50, banker: 0, tie: 0 }, [held, sending], before)).toEqual({
      player: 50,
      banker: 0,
      tie: 0,
    });
  });

  it('reads the server’s shapes: sums, the player’s own (null: none), the coup', () => {
    expect(betsOf({ player: 100, banker: 0, tie: 20 })).toEqual({ player: 100, banker: 0, tie: 20 });
    expect(betsOf(null)).toEqual(NONE);
    expect(betsOf({ player: -5, tie: 'x' })).toEqual(NONE);
    expect(coupOf({ ...COUP, extra: 1 })).toEqual(COUP);
    expect(coupOf(null)).toBeNull();
    expect(coupOf({ winner: 'dealer', player: [], banker: [] })).toBeNull();
  });
});

describe('the countdown', () => {
  it('runs only while a window closes, over the table’s betting seconds, said in words', () => {
    expect(windowClock(state({ phase: 'betting' }), t)).toBeNull();
    const clock = windowClock(state({ phase: 'closing', closesAt: 16_000 }), t);
    expect(clock).toMatchObject({ at: 16_000, total: 15, key: 'bets:r1' });
    expect(clock?.say(10)).toBe('Bets close in 10 s');
    // the next window's start is not a betting countdown
    expect(windowClock(state({ phase: 'settled', closesAt: 5_000 }), t)).toBeNull();
    expect(windowClock(state({ phase: 'playing' }), t)).toBeNull();
  });
});

describe('the message line', () => {
  it('invites bets while the window is open (the seconds are the ring’s), then says no more bets', () => {
    expect(message({ phase: 'idle' })).toBe('Place your bets');
    expect(message({ phase: 'betting' })).toBe('Place your bets');
    expect(message({ phase: 'closing', own: { player: 500, banker: 0, tie: 200 } })).toBe('Your bet: €7.00');
    expect(message({ phase: 'closing', removing: true })).toBe('Tap a bet to take its top chip off');
    expect(message({ phase: 'playing' })).toBe('No more bets');
  });

  it('gives the coup’s result over what it paid the player; a watcher sees the result alone', () => {
    expect(message({ phase: 'settled', coup: COUP })).toBe('BANKER WINS 7 TO 5');
    const paid = ownSettlement({ player: 0, banker: 1000, tie: 0 }, COUP, rules);
    expect(message({ phase: 'settled', coup: COUP, paid })).toBe(
      'BANKER WINS 7 TO 5\nBANKER €10.00 returns €19.50 (5 % commission)',
    );
    expect(ownSettlement(NONE, COUP, rules)).toBeNull();
  });

  it('announces the cut card’s coup as the shoe’s last, and then a new shoe', () => {
    expect(message({ phase: 'settled', coup: COUP, cutCard: true })).toBe(
      'BANKER WINS 7 TO 5\nThe cut card is out: this is the shoe’s last coup',
    );
    const paid = ownSettlement({ player: 1000, banker: 0, tie: 0 }, COUP, rules);
    // what it paid shows while it is paid (coup-stage.ts) and stays on the HUD; the cut card stays
    expect(message({ phase: 'settled', coup: COUP, paid, cutCard: true })).toBe(
      'BANKER WINS 7 TO 5\nThe cut card is out: this is the shoe’s last coup',
    );
    expect(message({ phase: 'betting', newShoe: true })).toBe('A new shoe · Place your bets');
    expect(message({ phase: 'playing', newShoe: true })).toBe('A new shoe');
  });

  it('puts a refusal first, in every language', () => {
    expect(message({ phase: 'closing', note: 'Bets are closed for this round' })).toBe(
      'Bets are closed for this round',
    );
    for (const lang of ['fi', 'it', 'el'] as const) {
      const tl = translator(lang);
      const said = messageOf(
        {
          phase: 'settled',
          note: null,
          own: NONE,
          coup: COUP,
          paid: null,
          cutCard: true,
          newShoe: false,
          removing: false,
        },
        tl,
        money,
        rules,
      );
      expect(said).toContain(tl('shared.cutCard'));
      expect(tl('shared.bac.yourBet', { total: '1' })).not.toBe('shared.bac.yourBet');
      expect(tl('shared.bac.others', { area: 'x', amount: '1' })).not.toBe('shared.bac.others');
    }
  });
});

describe('the controls', () => {
  const base = { open: true, busy: false, own: NONE, last: null, chip: 100, removing: false };
  it('offer chips, UNDO and CLEAR once chips are down, SAME BETS and REBET ×2 before; no DEAL', () => {
    expect(controlsOf(base)).toMatchObject({ chips: true, buttons: { undo: false, clear: false } });
    const down = controlsOf({ ...base, own: { player: 100, banker: 0, tie: 0 } });
    expect(down.buttons).toEqual({ undo: true, clear: true });
    expect(controlsOf({ ...base, last: { player: 100, banker: 0, tie: 0 } }).buttons).toEqual({
      same: true,
      double: true,
    });
    expect(Object.keys(controlsOf(base).buttons)).not.toContain('deal');
  });

  it('show nothing while the window is shut or a coup is shown', () => {
    expect(controlsOf({ ...base, open: false })).toMatchObject({ chips: false, buttons: {} });
    expect(controlsOf({ ...base, busy: true })).toMatchObject({ chips: false, buttons: {} });
  });
});

describe('the countdown ring’s place', () => {
  it.each([
    [390, 844],
    [360, 640],
    [844, 390],
    [768, 1024],
    [1440, 900],
    [1280, 720],
  ])('at %i×%i it sits on the felt, clear of the hands and the roads', (w, h) => {
    const l = baccaratLayout(w, h, true, 64);
    const r = ringSpot(l);
    expect(r.radius).toBeGreaterThanOrEqual(18);
    expect(r.x - r.radius).toBeGreaterThanOrEqual(l.felt.x);
    expect(r.x + r.radius).toBeLessThanOrEqual(l.felt.x + l.felt.width);
    expect(r.y - r.radius).toBeGreaterThanOrEqual(l.felt.y);
    if (l.roads && l.orientation === 'portrait')
      expect(r.y - r.radius).toBeGreaterThanOrEqual(l.roads.y + l.roads.height);
    const clearOfHands = r.y + r.radius <= l.player.y;
    const onBankerBar = r.y - r.radius >= l.banker.y - 4 && r.x + r.radius <= l.banker.x + l.banker.width;
    expect(clearOfHands || onBankerBar).toBe(true);
  });
});
