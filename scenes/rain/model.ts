/**
 * What the red-packet rain overlay gives the rain scene (read-only) and what the scene reports back
 * (issue 30, docs/rain.md). The scene drops packets over the whole screen for the event's duration;
 * a tap on a packet reports it, the host claims it from the server, then tells the scene what it held
 * (`scene.open(packetId, label)`) or that it was empty/refused (`scene.open(packetId, null)`).
 */

export interface RainSceneModel {
  /** Event timing on the server's clock (epoch ms) and the host's offset to it (serverTime − Date.now()). */
  startsAt: number;
  endsAt: number;
  clockOffset: number;
  /** Packets on screen at once at most (density; 200 at peak on a phone). */
  maxOnScreen: number;
  /** No more taps count (cap reached, all packets taken): packets keep falling but do not react. */
  closed: boolean;
  /** The caption of the running total (e.g. "₱12.50"), drawn at the top. */
  totalLabel: string;
  /** Seed for the packets' paths (the gallery passes a fixed one). */
  seed: number;
}

export interface RainSceneCallbacks {
  /** A packet was tapped (the scene shows it opening; the host claims and calls `open`). */
  onPacketTapped?(packetId: number): void;
  /** The event's time ran out on screen (the host shows the summary). */
  onRainEnded?(): void;
}
