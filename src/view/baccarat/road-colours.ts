/**
 * The colours of baccarat's sides: the roads' marks, the bet areas and the hands' name bars. Their
 * own file so the mark atlas (road-atlas.ts) and the shapes (road-marks.ts) share them without
 * importing each other.
 */
import type { RoadColour } from '../../engine/baccarat/roads';
import type { Winner } from '../../engine/baccarat/tableau';

export const COLOUR = { player: 0x1f5fc8, banker: 0xd0312d, tie: 0x1e7f45 } as const;

/** A winner's colour, and a derived road's red and blue (the banker's and the player's). */
export const ROAD_COLOURS: Record<Winner | RoadColour, number> = {
  ...COLOUR,
  red: COLOUR.banker,
  blue: COLOUR.player,
};
