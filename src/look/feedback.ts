/**
 * The sound a control makes when the player taps it. Controls call `tapped()`; boot decides what
 * that plays (the audio director's click), so the UI kit needs no audio code of its own.
 */
let onTap: () => void = () => {};

export function setTapFeedback(feedback: () => void): void {
  onTap = feedback;
}

export function tapped(): void {
  onTap();
}
