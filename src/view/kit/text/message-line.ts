/**
 * The round's message line over every table ("Place your bets", "Dealer shows 10", "17 WINS"):
 * centred cream text with a soft shadow so it reads on any felt, set in the middle of the box the
 * table's layout gives it. The games choose its size and weight; the look is shared.
 *
 * It changes many times a round, so it is a sentence from a glyph atlas (sentence.ts), not a Text:
 * a new message places glyphs already on the GPU instead of painting and uploading a texture, and
 * its sprites are made with it (room for the longest messages) so no message changes the scene's
 * structure. It measures, wraps and sizes as the Text it replaces did.
 */
import type { Container } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { COLORS, FONT_UI } from '../../../look/theme';
import type { Notice } from '../../../machines/notices';
import type { Translate } from '../../../platform/i18n';
import type { Rect } from '../table/geometry';
import type { SentenceText } from './sentence';
import { sentenceText } from './sentence-font';

/**
 * What a table's message line says for a view of its machine, worded with the player's language
 * (`t`), money format and notice words (`say`, the one place notices become words).
 */
export type MessageFor<V> = (
  view: V,
  t: Translate,
  money: (m: Minor) => string,
  say: (notice: Notice) => string,
) => string;

export interface MessageStyle {
  fontSize: number;
  fontWeight: '600' | '700';
  /** The shadow's strength under the text. */
  shadowAlpha: number;
  /** Whether long lines wrap (to the width the layout sets). */
  wordWrap: boolean;
}

/** Glyphs the line makes room for up front: the longest messages (a void, in Greek) on two lines. */
const MESSAGE_CAPACITY = 96;

/** The message line: what the games set (`text`, `style.fontSize`, `style.wordWrapWidth`) is a Text's. */
export type MessageLine = SentenceText;

export function messageText(style: MessageStyle): MessageLine {
  const line = sentenceText(
    {
      fontFamily: FONT_UI,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fill: COLORS.cream,
      align: 'center',
      wordWrap: style.wordWrap,
      // a Text's default drop shadow angle (π/6), as the line had
      shadow: { color: 0x000000, alpha: style.shadowAlpha, blur: 3, distance: 1, angle: Math.PI / 6 },
    },
    MESSAGE_CAPACITY,
  );
  // Its own render group: Pixi rebuilds a group's draw list by walking every node in it whenever a
  // child anywhere in the group is added, removed, shown or hidden, and the line's 192 glyph
  // sprites were most of the table's own group (a spin's stage shown, the wheel moved to it).
  // The line itself never changes its structure, so its list is built once.
  line.isRenderGroup = true;
  return line;
}

/** Centres the node (its top left at its position) in the box; `round` keeps it on whole pixels. */
export function centreIn(node: Container, box: Rect, round = false): void {
  const x = box.x + box.width / 2 - node.width / 2;
  const y = box.y + box.height / 2 - node.height / 2;
  node.position.set(round ? Math.round(x) : x, round ? Math.round(y) : y);
}
