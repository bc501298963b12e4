/**
 * The rules screen and the strategy chart as the player and the inspector meet them, through
 * `panels()` on a stand-in stage: a blackjack rules screen names its strategy and has the STRATEGY
 * CHART control, which opens the chart (fitting a desktop window whole, scrolling on a phone);
 * closing the chart brings the rules back with the control in view. The jurisdiction profile
 * decides whether the return is shown and whose complaints line is read; the version is the build's.
 */
import './support/pixi-node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JurisdictionProfile } from '../../src/platform/jurisdictions';

const { Container } = await import('pixi.js');
const { panels } = await import('../../src/app/panels');
const { JURISDICTIONS } = await import('../../src/platform/jurisdictions');
const { translator } = await import('../../src/platform/i18n');
const { RulesPanel } = await import('../../src/ui/rules-panel');
const { StrategyChartPanel } = await import('../../src/ui/strategy-chart-panel');
const { accessNodes, listNodes } = await import('../../src/look/inspector');

type Overlay = import('pixi.js').Container & { resize(w: number, h: number, x: number, y: number): void };

const stages: { closeOverlay(): void }[] = [];
afterEach(() => {
  for (const stage of stages.splice(0)) stage.closeOverlay();
});

function open(size: { width: number; height: number }, jurisdiction: JurisdictionProfile = JURISDICTIONS.default!) {
  const root = new Container();
  let current: Overlay | null = null;
  const stage = {
    loop: { invalidate() {} },
    openOverlay(overlay: Overlay) {
      stage.closeOverlay();
      current = overlay;
      root.addChild(overlay);
      overlay.resize(size.width, size.height, 0, 0);
    },
    closeOverlay() {
      if (!current) return;
      root.removeChild(current);
      current.destroy({ children: true });
      current = null;
    },
  };
  stages.push(stage);
  const p = panels({
    stage: stage as never,
    t: translator('en'),
    lang: 'en',
    money: String,
    compact: String,
    settings: {} as never,
    history: { list: () => [] },
    terms: { roundExpiryMinutes: null, inactivityMinutes: null },
    jurisdiction,
  });
  return { p, overlay: () => current };
}

const shown = (id: string) => listNodes().find((n) => n.id === id);
const bodyText = (id: string) => {
  const found = accessNodes(null).find((n) => n.id === id);
  return found?.access.text?.() ?? '';
};
const tap = (id: string) => {
  const found = accessNodes(null).find((n) => n.id === id);
  if (!found) throw new Error(`no ${id} on screen`);
  found.node.emit('pointertap', {} as never);
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

describe('a blackjack rules screen and its strategy chart', () => {
  it('names the strategy, has the chart one tap away, and closes back to the rules', async () => {
    const { p, overlay } = open(PHONE);
    await p.openRules('bj-h17-8deck', null);
    expect(overlay()).toBeInstanceOf(RulesPanel);
    const rules = bodyText('rules.body');
    expect(rules).toContain('Strategy assumed: the basic strategy computed for this table’s rules (8 decks');
    expect(rules).toContain('Main game, basic strategy — 99.43%');
    expect(rules).toContain(`Game version: ${__APP_VERSION__}.`);
    expect(rules).toContain('To make a complaint, contact the casino’s customer support');
    expect(shown('rules.strategy')?.label).toBe('STRATEGY CHART');

    tap('rules.strategy');
    await vi.waitFor(() => expect(overlay()).toBeInstanceOf(StrategyChartPanel));
    expect(shown('rules.body')).toBeUndefined();
    expect(shown('strategy.close')).toBeDefined();
    expect(shown('strategy.body')?.label).toBe('Blackjack · Eight-deck H17');
    const chart = bodyText('strategy.body');
    expect(chart).toContain('Hard totals\nDealer’s up card: 2 3 4 5 6 7 8 9 10 A\n5–8: H H H H H H H H H H');
    expect(chart).toContain('16: S S S S S H H Rh Rh Rh');
    expect(chart).toContain('8-8: P P P P P P P P P Rp');
    expect(chart).toContain('Rs: Surrender; if not allowed, stand');

    tap('strategy.close');
    await vi.waitFor(() => expect(overlay()).toBeInstanceOf(RulesPanel));
    expect(shown('strategy.body')).toBeUndefined();
    // back where the player left: the control they tapped is on screen, not at the far end
    const control = shown('rules.strategy');
    expect(control?.y).toBeGreaterThan(0);
    expect((control?.y ?? 0) + (control?.height ?? 0)).toBeLessThan(PHONE.height);
  });

  it('fits a 1440×900 window whole and scrolls on a 390×844 phone, inside the card', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const { p, overlay } = open(size);
      await p.openRules('bj-h17-8deck', null);
      tap('rules.strategy');
      await vi.waitFor(() => expect(overlay()).toBeInstanceOf(StrategyChartPanel));
      const before = shown('strategy.body');
      const panel = overlay() as InstanceType<typeof StrategyChartPanel>;
      panel.scrollBy(400);
      const after = shown('strategy.body');
      if (size === DESKTOP) expect(after?.y).toBe(before?.y);
      else expect(after?.y).toBeLessThan(before?.y ?? 0);
      // the grids stay inside the card (24 px of window margin, 22 px of padding a side)
      expect(before?.x).toBeGreaterThanOrEqual(12 + 22 - 1);
      expect((before?.x ?? 0) + (before?.width ?? 0)).toBeLessThanOrEqual(size.width - 12 - 22 + 1);
      tap('strategy.close');
    }
  });

  it('where the profile hides the return: no figures, the strategy still named and its chart there', async () => {
    const profile = { ...JURISDICTIONS.uk!, showRtp: false, complaintsText: 'Write to complaints@casino.test.' };
    const { p } = open(PHONE, profile);
    await p.openRules('bj-european', '20-1000');
    const rules = bodyText('rules.body');
    expect(rules).not.toContain('RETURN TO PLAYER');
    expect(rules).not.toMatch(/\d%/);
    expect(rules).toContain('BASIC STRATEGY');
    expect(rules).toContain('computed for this table’s rules (6 decks, dealer stands on soft 17, no hole card');
    expect(rules).toContain('Write to complaints@casino.test.');
    expect(rules).not.toContain('To make a complaint');
    expect(shown('rules.strategy')).toBeDefined();
  });

  it('at baccarat and roulette: the return with no strategy to assume, and no chart', async () => {
    const { p } = open(DESKTOP, JURISDICTIONS.uk);
    for (const table of ['baccarat-8deck', 'roulette-european']) {
      await p.openRules(table, null);
      expect(bodyText('rules.body')).toContain('Strategy assumed: none.');
      expect(shown('rules.strategy')).toBeUndefined();
    }
  });
});
