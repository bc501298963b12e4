/**
 * The baccarat table's words fit their places (issue #41: on a Finnish phone LUONNOLLINEN, the
 * natural's mark, sat on the felt's printed payouts), measured with the faces the game ships, as
 * the browser measures them, at every layout size and a 360 × 740 phone, roads shown and hidden,
 * in the four languages:
 * - the printed payouts, when printed, clear the hands and the message;
 * - each hand's name bar holds its name (or the natural's mark in its place), the mark and the
 *   total side by side, none over another, in type no smaller than 10 px;
 * - each betting area's name and payout stay inside its outline, one over the other;
 * - the longest messages (a natural tie that pushes the largest bets) fit the message's box;
 * - MIN/MAX stays inside its badge's outline.
 */
import { describe, expect, it } from 'vitest';
import { canvasesPaintNothing } from '../../ui/support/pixi-node';
import { LAYOUT_SIZES } from '../support/layout-sizes';
import { installShippedFonts, shippedFonts } from '../support/shipped-fonts';

canvasesPaintNothing();
await installShippedFonts();
const measured = await shippedFonts();
const measure = (text: string, font: string) => measured(text, font).width;

const { tableRules } = await import('../../../src/engine/baccarat/rules');
const { settle } = await import('../../../src/engine/baccarat/settle');
const { formatMoney } = await import('../../../src/engine/shared/money');
const { LANGUAGES, translator } = await import('../../../src/platform/i18n');
const { baccaratLayout, overlaps } = await import('../../../src/view/baccarat/layout');
const { feltLine, printBandOf, fitMessage, MESSAGE_STYLE } = await import('../../../src/view/baccarat/table-scene');
const { printedLayout } = await import('../../../src/view/kit/felt/felt-print');
const { BaccaratHandView } = await import('../../../src/view/baccarat/hand-view');
const { BetAreaView, areaWords } = await import('../../../src/view/baccarat/bet-area');
const { MinMaxBadge } = await import('../../../src/view/baccarat/paytable');
const { resultText, payoutText } = await import('../../../src/view/baccarat/table-sync');
const { ratioText } = await import('../../../src/view/baccarat/payouts');
const { CardAtlas } = await import('../../../src/view/kit/cards/cards');
const { ChipAtlas } = await import('../../../src/view/kit/chips/chips');
const { messageText } = await import('../../../src/view/kit/text/message-line');

const rules = tableRules('baccarat-8deck');
const SIZES = [...LAYOUT_SIZES, ['small phone upright', 360, 740] as const];
const cards = new CardAtlas(1);
const chips = new ChipAtlas(1, (m) => String(m / 100));

/** What the messages say at their longest: a natural tie pushing the largest bets, a Banker natural. */
function longestMessages(lang: (typeof LANGUAGES)[number]): string[] {
  const t = translator(lang);
  const money = (m: number) => formatMoney(m, 'EUR', lang);
  const most = { player: rules.limits.player.max, banker: rules.limits.banker.max, tie: rules.limits.tie.max };
  const tie = settle(most, 'tie', rules);
  const banker = settle({ ...most, player: 0, tie: 0 }, 'banker', rules);
  return [
    `${resultText({ winner: 'tie', playerTotal: 9, bankerTotal: 9, natural: true }, t)}\n${payoutText(tie, rules, t, money)}`,
    `${resultText({ winner: 'banker', playerTotal: 8, bankerTotal: 9, natural: true }, t)}\n${payoutText(banker, rules, t, money)}`,
    t('bac.msg.place'),
    t('bac.msg.removing'),
  ];
}

describe.each(LANGUAGES)('the baccarat table in %s', (lang) => {
  const t = translator(lang);
  const line = feltLine(rules, t, lang);
  const band = printBandOf(line, measure);
  for (const [size, w, h] of SIZES) {
    for (const roads of [true, false]) {
      const at = `${size} ${w}×${h}, roads ${roads ? 'shown' : 'hidden'}`;
      const l = baccaratLayout(w, h, roads, w > 480 ? 60 : 84, band);

      it(`${at}: the printed payouts clear the hands and the message`, () => {
        if (!l.printLine) return;
        const print = printedLayout([line], l.felt.width, l.felt.height, null, 1 - l.printY / l.felt.height, measure);
        const first = print.lines[0]?.at ?? 0;
        const last = print.lines[print.lines.length - 1]?.at ?? 0;
        // a capital's ink 0.75 of the size over its baseline, a comma's 0.25 under it
        const ink = { top: first - 0.75 * print.size, bottom: last + 0.25 * print.size };
        expect(ink.top).toBeGreaterThanOrEqual(
          Math.max(l.player.y + l.player.height, l.banker.y + l.banker.height) + 2,
        );
        expect(ink.bottom).toBeLessThanOrEqual(l.message.y - 2);
      });

      it(`${at}: the hands' name bars hold their words, with a natural's mark`, () => {
        for (const side of ['player', 'banker'] as const) {
          const hand = new BaccaratHandView(side, t(`bac.${side}`), cards, false);
          const rect = l[side];
          hand.layout(rect, l.cardScale);
          hand.setTotal(9);
          for (const mark of ['', t('bac.mark.natural')]) {
            hand.setWinner(true, mark);
            const words = hand.headWords();
            expect(words.length, `${side} ${mark}`).toBe(mark ? words.length : 2);
            if (mark) expect(words.map((x) => x.text)).toContain(mark);
            let right = 0;
            for (const word of words) {
              expect(word.x, word.text).toBeGreaterThanOrEqual(right + (right > 0 ? 8 : 10));
              expect(word.size, word.text).toBeGreaterThanOrEqual(10);
              right = word.x + word.width;
            }
            expect(right).toBeLessThanOrEqual(rect.width - 10);
            // nothing of the hand's (the natural's mark included) below its box, where the print goes
            const drawn = hand.getLocalBounds();
            expect(drawn.y + drawn.height, `${side} ${mark}`).toBeLessThanOrEqual(rect.height);
          }
          hand.destroy();
        }
      });

      it(`${at}: each area's name and payout stay inside its outline`, () => {
        const views = (['player', 'tie', 'banker'] as const).map((area) => {
          const ratio = ratioText(rules.payouts[area], lang);
          const view = new BetAreaView(
            area,
            t(`bac.${area}`),
            { words: t('bac.area.pays', { ratio }), ratio },
            chips,
            rules.chips,
            String,
            () => undefined,
          );
          return { view, rect: l.areas[area] };
        });
        const words = areaWords(views);
        expect(words.name).toBeGreaterThanOrEqual(11);
        expect(words.pays).toBeGreaterThanOrEqual(10);
        for (const { view, rect } of views) {
          view.layout(rect, words);
          const [name, pays] = view.words();
          for (const word of [name, pays]) {
            if (!word) throw new Error('an area without its words');
            // inside the inner line, 4 px in from the outline
            expect(word.x, word.text).toBeGreaterThanOrEqual(4);
            expect(word.x + word.width, word.text).toBeLessThanOrEqual(rect.width - 4);
            expect(word.y + word.height, word.text).toBeLessThanOrEqual(rect.height - 4);
          }
          if (name && pays) expect(overlaps(name, pays), `${name.text} over ${pays.text}`).toBe(false);
          // a stake's bottom chip and its total stay inside too, the least and the most the area
          // takes (its chips may rise over the words)
          for (const stake of [rules.limits[view.area].min, rules.limits[view.area].max]) {
            view.stack.setAmount(stake);
            const b = view.stack.getBounds();
            const at = `${view.area} ${stake}`;
            expect(b.x - rect.x, at).toBeGreaterThanOrEqual(4);
            expect(b.x + b.width - rect.x, at).toBeLessThanOrEqual(rect.width - 4);
            expect(b.y + b.height - rect.y, at).toBeLessThanOrEqual(rect.height - 4);
          }
          view.destroy();
        }
      });

      it(`${at}: the longest messages fit the message's box`, () => {
        for (const text of longestMessages(lang)) {
          const message = messageText(MESSAGE_STYLE);
          message.text = text;
          message.style.wordWrapWidth = l.message.width;
          fitMessage(message, l.message, l.orientation === 'portrait');
          expect(message.height, text).toBeLessThanOrEqual(l.message.height + 2);
          // (a line's last letter may overhang its advance by a fraction of a pixel)
          expect(message.width, text).toBeLessThanOrEqual(l.message.width + 1);
          message.destroy();
        }
      });

      it(`${at}: MIN/MAX stays inside its badge, its paytable on the screen`, () => {
        const badge = new MinMaxBadge(t, rules, String, () => undefined, lang);
        badge.layout(l.info, w);
        const { words, outline } = badge.drawnCaption();
        expect(words.x).toBeGreaterThanOrEqual(outline.x + 2);
        expect(words.x + words.width).toBeLessThanOrEqual(outline.x + outline.width - 2);
        expect(words.y).toBeGreaterThanOrEqual(outline.y + 1);
        expect(words.y + words.height).toBeLessThanOrEqual(outline.y + outline.height - 1);
        // and its paytable opens inside the screen
        badge.setOpen(true);
        const table = badge.layer.getBounds();
        expect(table.x).toBeGreaterThanOrEqual(0);
        expect(table.x + table.width).toBeLessThanOrEqual(w);
        expect(table.y).toBeGreaterThanOrEqual(0);
        badge.layer.destroy({ children: true });
        badge.destroy({ children: true });
      });
    }
  }
});
