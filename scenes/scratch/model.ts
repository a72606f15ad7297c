/**
 * What the scratch-card page gives the scene (read-only) and what the scene reports back (issue 29).
 * The prize is decided by the server when the card is bought (contract/calls/scratch.ts), so the art
 * under the foil is known from the start; the scene only uncovers it. Texts arrive translated.
 */

/** The card faces, as the contract names them (`scratchCardArts`). */
export type ScratchCardFace = 'bronze' | 'silver' | 'gold';
/** The prize pictures, as the contract names them (`scratchPrizeArts`). */
export type ScratchPrizePicture = 'coins' | 'coin-bag' | 'coin-chest' | 'diamonds' | 'coupon';

export interface ScratchSceneModel {
  /** A new id is a new card: the scene starts over from this model's strokes. */
  cardId: number;
  face: ScratchCardFace;
  prize: ScratchPrizePicture;
  /** Under the prize art once uncovered ("₱50", "20 diamonds"). */
  prizeLabel: string;
  /** On the foil until the first scratch ("Scratch here"). */
  hint: string;
  /** The server's stroke log (flat integer pairs in stroke space), oldest first: drawn on opening. */
  strokes: readonly (readonly number[])[];
  /** Already revealed (claimed): no foil. */
  revealed: boolean;
  /** Share of the prize area uncovered at which the card reveals itself (the card type's autoRevealShare). */
  revealAt: number;
  /** The brush's radius in stroke units (the card type's brushRadius). */
  brushRadius: number;
}

export interface ScratchSceneCallbacks {
  /** A stroke finished (the finger lifted, or a long drag was cut at the server's point limit): send it. */
  onStroke?(stroke: number[]): void;
  /** The card revealed itself (the share was reached) or revealAll() was called: claim the prize. Once per card. */
  onRevealed?(): void;
}
