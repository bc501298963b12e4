/**
 * The history panel's fairness section and a recall's VERIFY, as the player and the inspector see
 * them, on a fake fairness source and a fake text field: the seeds shown (the hash short on the
 * panel, whole for the inspector), ROTATE sending the typed seed and revealing the old one, a bad
 * seed refused before anything is sent (saying what is wrong), a refusal said in words, and the
 * three outcomes of VERIFY. Without a source (demo play) the panel is as it was.
 */
import '../support/pixi-node';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../src/platform/history';
import type { FairnessSource, RotateResult, VerifyOutcome } from '../../../src/platform/remote/fairness-source';
import type { Box, SeedField, SeedFieldOptions } from '../../../src/ui/fairness/seed-field';

const { Text } = await import('pixi.js');
const { HistoryPanel } = await import('../../../src/ui/history-panel');
const { accessNodes, listNodes } = await import('../../../src/look/inspector');
const { translator } = await import('../../../src/platform/i18n');
const { ApiFailure } = await import('../../../src/platform/remote/api');
const { TONE } = await import('../../../src/ui/history/pieces');

type Language = 'en' | 'fi' | 'it' | 'el';
type Container = import('pixi.js').Container;

const HASH = `3f2a9c1e46${'0'.repeat(46)}b07d42aa`;
const SEED = 'a'.repeat(64);
const NEXT = `${'9'.repeat(56)}12345678`;

class FakeSource implements FairnessSource {
  rotations: string[] = [];
  rotateWith: () => Promise<RotateResult> = async () => ({
    revealed: { serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'c0ffee', nonce: 7 },
    next: { serverSeedHash: NEXT, clientSeed: this.rotations.at(-1) ?? '', nonce: 0 },
  });
  outcomes = new Map<string, VerifyOutcome | Error>();
  async current() {
    return { serverSeedHash: HASH, clientSeed: 'c0ffee', nonce: 7 };
  }
  rotate(clientSeed: string) {
    this.rotations.push(clientSeed);
    return this.rotateWith();
  }
  async verify(roundId: string) {
    const o = this.outcomes.get(roundId);
    if (!o) throw new Error('no such round');
    if (o instanceof Error) throw o;
    return o;
  }
}

class FakeField implements SeedField {
  value = '';
  problems: (string | null)[] = [];
  placed: Box | null = null;
  clip: Box | null = null;
  enabled = true;
  destroyed = false;
  label = '';
  submit = () => {};
  clear() {
    this.value = '';
  }
  place(box: Box | null, clip: Box | null) {
    this.placed = box;
    this.clip = clip;
  }
  problem(text: string | null) {
    this.problems.push(text);
  }
  enable(on: boolean) {
    this.enabled = on;
  }
  destroy() {
    this.destroyed = true;
  }
}

const entry = (roundId: string, game: HistoryEntry['game'], table: string, detail: unknown): HistoryEntry => ({
  roundId,
  game,
  table,
  time: Date.UTC(2026, 0, 2, 12, 0, 0),
  status: 'complete',
  wagers: [{ bet: game === 'roulette' ? 'red' : 'main:1', amount: 1000 }],
  wins: [],
  detail,
  staked: 1000,
  returned: 0,
  balanceBefore: 50_000,
  balanceAfter: 49_000,
});

const ENTRIES = [
  entry('spin-1', 'roulette', 'roulette-european', { number: 17 }),
  entry('bj-1', 'blackjack', 'bj-classic', {
    dealer: ['TS', '7H'],
    hands: [{ seat: 1, cards: ['9D', '8C'], result: 'lose' }],
  }),
];

function open(o: { fairness?: FairnessSource | null; lang?: Language } = {}) {
  const field = new FakeField();
  const lang = o.lang ?? 'en';
  const panel = new HistoryPanel(ENTRIES, {
    t: translator(lang),
    lang,
    money: (m) => `€${(m / 100).toFixed(2)}`,
    invalidate: () => {},
    onClose: () => {},
    fairness: o.fairness === undefined ? new FakeSource() : o.fairness,
    seedField: (f: SeedFieldOptions) => {
      field.label = f.label;
      field.submit = f.onSubmit;
      return field;
    },
  });
  panel.resize(390, 844);
  return { panel, field };
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const node = (id: string) => listNodes().find((n) => n.id === id);
const labelOf = (id: string) => node(id)?.label;

function tap(scope: Container, id: string): void {
  const found = accessNodes(scope).find((n) => n.id === id);
  if (!found) throw new Error(`no ${id} to tap`);
  found.node.emit('pointertap', {} as never);
}

/** The texts the panel shows now. */
function shownTexts(root: Container): string[] {
  const out: string[] = [];
  const walk = (c: Container) => {
    if (!c.visible) return;
    if (c instanceof Text) out.push(c.text);
    for (const child of c.children) walk(child as Container);
  };
  walk(root);
  return out;
}

describe('the fairness section of the history panel', () => {
  it('shows the seeds: the server seed’s hash shortened (whole for the inspector), the client seed, the nonce', async () => {
    const { panel } = open();
    await settle();
    const texts = shownTexts(panel);
    expect(texts).toContain('PROVABLY FAIR');
    expect(texts).toContain('3f2a9c1e46…b07d42aa');
    expect(texts).not.toContain(HASH);
    expect(labelOf('fairness.serverSeedHash')).toBe(HASH);
    expect(labelOf('fairness.clientSeed')).toBe('c0ffee');
    expect(labelOf('fairness.nonce')).toBe('7');
    expect(node('fairness.rotate')).toMatchObject({ label: 'ROTATE', enabled: true });
    // the section sits above the rounds
    expect(node('fairness.rotate')!.y).toBeLessThan(node('history.row.0')!.y);
    panel.destroy({ children: true });
  });

  it('ROTATE sends the typed seed, then shows the revealed server seed and the new seeds', async () => {
    const source = new FakeSource();
    const { panel, field } = open({ fairness: source });
    await settle();
    field.value = '  my-own_seed ';
    tap(panel, 'fairness.rotate');
    expect(node('fairness.rotate')?.enabled).toBe(false); // no second rotation while one is on its way
    await settle();
    expect(source.rotations).toEqual(['my-own_seed']);
    expect(labelOf('fairness.revealed')).toBe(SEED);
    expect(shownTexts(panel)).toContain(SEED);
    expect(labelOf('fairness.clientSeed')).toBe('my-own_seed');
    expect(labelOf('fairness.nonce')).toBe('0');
    expect(labelOf('fairness.serverSeedHash')).toBe(NEXT);
    expect(labelOf('fairness.message')).toMatch(/^Rotated\. The seed used until now is revealed/);
    expect(field.value).toBe('');
    expect(node('fairness.rotate')?.enabled).toBe(true);
    panel.destroy({ children: true });
  });

  it('refuses a bad client seed before sending it, and says what is wrong', async () => {
    const source = new FakeSource();
    const { panel, field } = open({ fairness: source });
    await settle();
    const refused = (typed: string) => {
      field.value = typed;
      tap(panel, 'fairness.rotate');
      return labelOf('fairness.message');
    };
    expect(refused('')).toBe('Type a client seed first.');
    expect(refused('no spaces!')).toBe('A client seed may hold only A–Z, a–z, 0–9, _ and -, not “ ” “!”');
    expect(refused('x'.repeat(65))).toBe('The client seed has 65 characters: 64 at most.');
    expect(field.problems.at(-1)).toBe('The client seed has 65 characters: 64 at most.');
    await settle();
    expect(source.rotations).toEqual([]);
    // Enter in the field is ROTATE too; a good seed clears the problem
    field.value = 'Ok_seed-1';
    field.submit();
    await settle();
    expect(source.rotations).toEqual(['Ok_seed-1']);
    expect(field.problems.at(-1)).toBeNull();
    panel.destroy({ children: true });
  });

  it('says a refusal in words: a round being played must finish first; a lost connection', async () => {
    const source = new FakeSource();
    const { panel, field } = open({ fairness: source });
    await settle();
    source.rotateWith = () => Promise.reject(new ApiFailure(409, 'round-in-progress', 'round r1 is open'));
    field.value = 'mine';
    tap(panel, 'fairness.rotate');
    await settle();
    expect(labelOf('fairness.message')).toBe('A round is being played: finish the round first, then rotate.');
    expect(labelOf('fairness.clientSeed')).toBe('c0ffee');
    expect(node('fairness.revealed')).toBeUndefined();
    source.rotateWith = () => Promise.reject(new ApiFailure(0, 'connection-lost', 'no answer'));
    tap(panel, 'fairness.rotate');
    await settle();
    expect(labelOf('fairness.message')).toBe('No answer from the game server. Try again in a moment.');
    expect(field.value).toBe('mine'); // kept, to try again
    panel.destroy({ children: true });
  });

  it('puts the text field over its place while the list shows, hides it in a recall, removes it with the panel', async () => {
    const { panel, field } = open();
    panel.resize(390, 520); // a short window: the panel scrolls
    await settle();
    expect(field.label).toBe('New client seed');
    const place = node('fairness.seedField');
    expect(field.placed).toMatchObject({ x: place?.x, y: place?.y, width: place?.width, height: 44 });
    // cut to the panel's visible part, which holds it whole as the panel opens
    const { placed, clip } = field as { placed: Box; clip: Box };
    expect(clip.y).toBeLessThanOrEqual(placed.y);
    expect(clip.y + clip.height).toBeGreaterThanOrEqual(placed.y + placed.height);
    expect(clip.x).toBeLessThanOrEqual(placed.x);
    // scrolled down, the field moves up with the content and the visible part stays
    panel.scrollBy(10);
    expect((field as { placed: Box }).placed.y).toBe(placed.y - 10);
    expect(field.clip).toEqual(clip);
    panel.open(0);
    expect(field.placed).toBeNull();
    panel.open(null);
    expect(field.placed).not.toBeNull();
    panel.destroy({ children: true });
    expect(field.destroyed).toBe(true);
  });

  it('speaks the player’s language', async () => {
    for (const [lang, rotate] of [
      ['fi', 'VAIHDA'],
      ['it', 'CAMBIA'],
      ['el', 'ΑΛΛΑΓΗ'],
    ] as const) {
      const { panel } = open({ lang });
      await settle();
      expect(labelOf('fairness.rotate')).toBe(rotate);
      panel.destroy({ children: true });
    }
  });
});

describe('VERIFY in a recall', () => {
  async function verify(roundIndex: number, outcome: VerifyOutcome | Error) {
    const source = new FakeSource();
    source.outcomes.set(ENTRIES[roundIndex]!.roundId, outcome);
    const { panel } = open({ fairness: source });
    panel.open(roundIndex);
    expect(labelOf('history.verify')).toBe('VERIFY');
    tap(panel, 'history.verify');
    await settle();
    return panel;
  }

  it('says a round whose cards the revealed seed deals is verified', async () => {
    const panel = await verify(1, { status: 'match', game: 'blackjack', shown: ['TS', '9D', '7H', '8C'] });
    expect(labelOf('history.verify.result')).toBe('Verified: the revealed seed deals these cards.');
    panel.destroy({ children: true });
    const spin = await verify(0, { status: 'match', game: 'roulette', shown: 17 });
    expect(labelOf('history.verify.result')).toBe('Verified: the revealed seed gives this number.');
    spin.destroy({ children: true });
  });

  it('shows a MISMATCH in the warning colour, with what the seed deals against what the round showed', async () => {
    const panel = await verify(1, {
      status: 'mismatch',
      game: 'blackjack',
      expected: ['TS', '9D', '7H', '8C'],
      shown: ['TS', '9D', '7H', 'AC'],
    });
    expect(labelOf('history.verify.result')).toBe(
      'MISMATCH: The revealed seed deals other cards than this round showed. From the seed: 10♠ 9♦ 7♥ 8♣. In the round: 10♠ 9♦ 7♥ A♣.',
    );
    const mismatch: InstanceType<typeof Text>[] = [];
    const walk = (c: Container) => {
      if (c instanceof Text && c.visible && c.text === 'MISMATCH') mismatch.push(c);
      for (const child of c.children) walk(child as Container);
    };
    walk(panel);
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]?.style.fill).toBe(TONE.down);
    expect(shownTexts(panel)).toEqual(expect.arrayContaining(['From the seed', 'In the round', '8♣', 'A♣']));
    panel.destroy({ children: true });

    const spin = await verify(0, { status: 'mismatch', game: 'roulette', expected: 4, shown: 17 });
    expect(labelOf('history.verify.result')).toBe(
      'MISMATCH: The revealed seed gives another number than this round showed. From the seed: 4. In the round: 17.',
    );
    spin.destroy({ children: true });
  });

  it('says when the round’s seed is still in use, and when the round cannot be checked', async () => {
    const panel = await verify(0, { status: 'unrevealed' });
    expect(labelOf('history.verify.result')).toBe("This round's seed is still in use: rotate it to verify.");
    panel.destroy({ children: true });
    const lost = await verify(0, new ApiFailure(0, 'connection-lost', 'no answer'));
    expect(labelOf('history.verify.result')).toBe(
      'The round could not be checked. No answer from the game server. Try again in a moment.',
    );
    expect(node('history.verify')?.enabled).toBe(true);
    lost.destroy({ children: true });
  });
});

describe('the history panel in demo play (no fairness source)', () => {
  it('has no fairness section and no VERIFY', async () => {
    const { panel, field } = open({ fairness: null });
    await settle();
    expect(listNodes().filter((n) => n.id.startsWith('fairness.'))).toEqual([]);
    expect(field.label).toBe(''); // no text field was made
    panel.open(0);
    expect(node('history.verify')).toBeUndefined();
    expect(node('history.back')).toBeDefined();
    panel.destroy({ children: true });
  });
});
