/**
 * The baccarat table's scene graph: blue felt with the printed payouts, the shoe, the PLAYER and
 * BANKER hands, the three betting areas, the MIN/MAX badge and its paytable, the roads panel, the
 * message line, the controls and the HUD, laid out for the viewport. It draws; the screen
 * (baccarat-screen.ts) decides what it shows from the machine's snapshots.
 */

import type { TextStyle } from 'pixi.js';
import { type BaccaratRules, BET_AREAS, type BetArea } from '../../engine/baccarat/rules';
import type { Card } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { CardAtlas } from '../kit/cards/cards';
import { DealingShoe } from '../kit/cards/shoe';
import { Felt } from '../kit/felt/felt';
import { type MeasureText, printedLayout } from '../kit/felt/felt-print';
import { Hud } from '../kit/hud/hud';
import { type SceneKit, TableSceneBase } from '../kit/table/table-scene-base';
import { centreIn, type MessageStyle } from '../kit/text/message-line';
import { areaWords, BetAreaView } from './bet-area';
import { type BacCommand, BaccaratControls } from './controls';
import { BaccaratHandView } from './hand-view';
import { type BaccaratLayout, baccaratLayout, type PrintBand, type Rect } from './layout';
import { ratioText } from './payouts';
import { MinMaxBadge } from './paytable';
import { RoadsView } from './roads-view';

export interface SceneOptions extends SceneKit {
  rules: BaccaratRules;
  /** The player's language, for the payouts' decimal mark (English's when absent). */
  lang?: string;
  money: (minor: Minor) => string;
  fourColour: boolean;
  roadsShown: boolean;
  onArea: (area: BetArea) => void;
  onChip: (value: Minor) => void;
  onRemoveTool: () => void;
  onCommand: (command: BacCommand) => void;
  onCloseRoads: () => void;
  /** Whether the areas take bets now (the inspector reports it). */
  betting: () => boolean;
}

/** The felt's printed line, from the rules: "BANKER PAYS 0.95 TO 1 · TIE PAYS 8 TO 1". */
export function feltLine(rules: BaccaratRules, t: Translate, lang = 'en'): string {
  const pays = (area: BetArea) =>
    `${t(`bac.${area}` as const)} ${t('bac.area.pays', { ratio: ratioText(rules.payouts[area], lang) })}`;
  return [pays('player'), pays('banker'), pays('tie')].join(' · ');
}

/**
 * How tall the printed line's ink is on a felt `width` wide (felt-print.ts sizes it, and breaks
 * it in two when even its least size is too wide): the layout keeps that room for it.
 */
export function printBandOf(line: string, measure?: MeasureText): PrintBand {
  return (width) => {
    const { size, lines } = printedLayout([line], width, 1000, null, 0.5, measure);
    // from the first line's capitals to the last line's commas, the lines 1.9 sizes apart
    return size * ((lines.length - 1) * 1.9 + 1.05);
  };
}

/** The round's message line: bold, shadowed, wrapped to its box (kit/text/message-line.ts). */
export const MESSAGE_STYLE: MessageStyle = { fontSize: 17, fontWeight: '700', shadowAlpha: 0.6, wordWrap: true };

/**
 * The message's type size in its box: 14 px on a phone held upright, else 16; smaller, down to
 * 11, while its lines would spill out of the box.
 */
export function fitMessage(message: { style: TextStyle; readonly height: number }, box: Rect, portrait: boolean): void {
  let size = portrait ? 14 : 16;
  message.style.fontSize = size;
  while (message.height > box.height + 2 && size > 11) message.style.fontSize = --size;
}

export class TableScene extends TableSceneBase<BaccaratLayout> {
  readonly cards: CardAtlas;
  readonly felt: Felt;
  readonly shoe: DealingShoe;
  readonly hands: Record<'player' | 'banker', BaccaratHandView>;
  readonly areas = new Map<BetArea, BetAreaView>();
  readonly roads: RoadsView;
  readonly info: MinMaxBadge;
  readonly controls: BaccaratControls;
  readonly hud: Hud;
  private roadsShown: boolean;
  private printed: string | null = null;
  /** How tall the printed line is at a felt's width (measured once the fonts are in). */
  private printBand: PrintBand | null = null;
  private size = { w: 0, h: 0 };

  constructor(private readonly o: SceneOptions) {
    super(o, MESSAGE_STYLE);
    const { t, rules } = o;
    this.roadsShown = o.roadsShown;
    this.cards = new CardAtlas(o.resolution);
    this.cards.prepare(o.fourColour);
    this.felt = new Felt({ shape: 'rect', colour: COLORS.feltBlue }, o.resolution);
    this.shoe = new DealingShoe(this.cards);
    this.hands = {
      player: new BaccaratHandView('player', t('bac.player'), this.cards, o.fourColour),
      banker: new BaccaratHandView('banker', t('bac.banker'), this.cards, o.fourColour),
    };
    this.root.addChild(this.felt, this.shoe, this.message);
    for (const area of BET_AREAS) {
      const ratio = ratioText(rules.payouts[area], o.lang);
      const view = new BetAreaView(
        area,
        t(`bac.${area}` as const),
        { words: t('bac.area.pays', { ratio }), ratio },
        this.chips,
        rules.chips,
        o.chipLabel,
        o.invalidate,
      );
      view.on('pointertap', () => o.onArea(area));
      this.areas.set(area, view);
      this.root.addChild(view);
      expose(`bac.area.${area}`, view, () => t('bac.area.label', { area: t(`bac.${area}` as const) }), o.betting);
    }
    this.root.addChild(this.hands.player, this.hands.banker);
    this.info = new MinMaxBadge(t, rules, o.money, o.invalidate, o.lang);
    this.roads = new RoadsView(t, o.onCloseRoads, o.invalidate);
    this.controls = new BaccaratControls(
      t,
      this.chips,
      rules.chips,
      o.chipLabel,
      o.onChip,
      o.onRemoveTool,
      o.onCommand,
      o.invalidate,
    );
    this.hud = new Hud(o.hud);
    this.root.addChild(this.info, this.roads, this.controls, this.flightLayer, this.info.layer, this.hud);
    // What changes in a round, each its own render group: adding a card or a road mark rebuilds
    // the draw list of that group only, not of the whole table.
    for (const layer of [this.hands.player, this.hands.banker, this.roads, this.controls, this.flightLayer, this.hud])
      layer.isRenderGroup = true;
    expose('bac.message', this.message, () => this.message.text);
  }

  resize(w: number, h: number): void {
    this.size = { w, h };
    this.hud.resize(w);
    const line = feltLine(this.o.rules, this.o.t, this.o.lang);
    this.printBand ??= printBandOf(line);
    const l = baccaratLayout(w, h, this.roadsShown, this.hud.barHeight, this.printBand);
    this.layout = l;
    this.felt.resize(l.felt.width, l.felt.height);
    const printed = l.printLine ? line : '';
    if (printed !== this.printed) {
      this.printed = printed;
      this.felt.setPrintedText(printed ? [printed] : []);
    }
    this.felt.setTextCentre(l.printY);
    this.shoe.visible = l.shoeScale > 0;
    this.shoe.scale.set(l.shoeScale || 1);
    this.shoe.position.set(l.shoe.x, l.shoe.y);
    this.hands.player.layout(l.player, l.cardScale);
    this.hands.banker.layout(l.banker, l.cardScale);
    const words = areaWords([...this.areas].map(([area, view]) => ({ view, rect: l.areas[area] })));
    for (const [area, view] of this.areas) view.layout(l.areas[area], words);
    this.info.layout(l.info, w);
    this.roads.visible = l.roads !== null;
    if (l.roads) {
      this.roads.position.set(l.roads.x, l.roads.y);
      this.roads.resize(l.roads.width, l.roads.height, l.roadsShape);
    }
    this.controls.layout(l.chips, l.buttons, l.chipSize, l.buttonHeight);
    this.hud.position.set(l.hud.x, l.hud.y);
    this.message.style.wordWrapWidth = l.message.width;
    this.placeMessage();
  }

  /** The baccarat history setting: the panel shows or folds away and the table lays out again. */
  setRoadsShown(on: boolean): void {
    if (on === this.roadsShown) return;
    this.roadsShown = on;
    if (this.size.w > 0) this.resize(this.size.w, this.size.h);
    this.o.invalidate();
  }

  /** The shoe's mouth in global coordinates (cards come from the screen's corner on a phone). */
  shoeMouth(): { x: number; y: number } {
    const l = this.layout;
    if (l && l.shoeScale > 0) return this.shoe.mouth();
    return this.root.toGlobal(l ? l.shoe : { x: 0, y: 0 });
  }

  /** Centres the message in its box, its type a little smaller when a long line would spill over. */
  protected override placeMessage(): void {
    const l = this.layout;
    if (!l) return;
    fitMessage(this.message, l.message, l.orientation === 'portrait');
    centreIn(this.message, l.message);
  }

  /** Shows the round's message (and asks for a frame); true when it changed. */
  override setMessage(text: string): boolean {
    if (!super.setMessage(text)) return false;
    this.o.invalidate();
    return true;
  }

  setFourColour(on: boolean): void {
    this.hands.player.setFourColour(on);
    this.hands.banker.setFourColour(on);
    this.o.invalidate();
  }

  /** The cards now on the table (null: face down), for tests and the reload check. */
  shownCards(): { player: (Card | null)[]; banker: (Card | null)[] } {
    const side = (h: BaccaratHandView) => h.cards.map((c) => (c.faceUp ? c.card : null));
    return { player: side(this.hands.player), banker: side(this.hands.banker) };
  }

  override destroy(): void {
    super.destroy();
    this.cards.destroy();
  }
}
