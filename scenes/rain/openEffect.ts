/**
 * A tapped packet's animation (pure): it pops open and wobbles at once on the tap, glowing while the
 * server is asked; when the host answers with an amount the amount floats up and fades, with a flash;
 * when it answers "nothing" (empty, capped, refused) the packet vanishes in a puff. With no answer in
 * WAIT_MS it fades away by itself. Functions of the times since the tap and since the answer only.
 */

/** No answer by then: the packet fades out (the host should answer every tap, even with null). */
export const WAIT_MS = 6000;
export const LABEL_MS = 1300;
export const PUFF_MS = 600;
/** The opened packet fades this fast once answered. */
const PACKET_OUT_MS = 350;
const WAIT_FADE_MS = 300;

export interface EffectPose {
  packetScale: number;
  packetAlpha: number;
  packetRotation: number;
  glintScale: number;
  glintAlpha: number;
  glintRotation: number;
  /** The amount's rise (negative: up) in points, scale and alpha. */
  labelDy: number;
  labelScale: number;
  labelAlpha: number;
  puffScale: number;
  puffAlpha: number;
  /** Nothing left to draw: the effect's sprites go back to the pool. */
  done: boolean;
}

export function newEffectPose(): EffectPose {
  return { packetScale: 1, packetAlpha: 0, packetRotation: 0, glintScale: 1, glintAlpha: 0, glintRotation: 0, labelDy: 0, labelScale: 1, labelAlpha: 0, puffScale: 1, puffAlpha: 0, done: false };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const easeOut = (v: number) => 1 - (1 - v) * (1 - v);

/**
 * The pose `sinceTap` ms after the tap; `sinceOpen` ms after the answer (null: none yet), which held
 * a prize or not. Written into `out` (no allocation per frame).
 */
export function effectPose(sinceTap: number, sinceOpen: number | null, prize: boolean, reduced: boolean, out: EffectPose): EffectPose {
  const t = Math.max(0, sinceTap);
  // Opening: a pop to 1.2 then settling at 1.05, a wobble dying away, a glow behind.
  out.packetScale = reduced ? 1.05 : t < 180 ? 0.9 + 0.3 * (t / 180) : 1.05 + 0.15 * Math.max(0, 1 - (t - 180) / 180);
  out.packetRotation = reduced ? 0 : 0.14 * Math.sin(t / 55) * Math.exp(-t / 450);
  out.packetAlpha = 1;
  out.glintScale = 0.9;
  out.glintAlpha = reduced ? 0.5 : 0.5 + 0.15 * Math.sin(t / 180);
  out.glintRotation = reduced ? 0 : t / 900;
  out.labelDy = 0;
  out.labelScale = 1;
  out.labelAlpha = 0;
  out.puffScale = 1;
  out.puffAlpha = 0;
  out.done = false;
  if (sinceOpen === null) {
    if (t > WAIT_MS) {
      const fade = clamp01((t - WAIT_MS) / WAIT_FADE_MS);
      out.packetAlpha = 1 - fade;
      out.glintAlpha *= 1 - fade;
      out.done = fade >= 1;
    }
    return out;
  }
  const o = Math.max(0, sinceOpen);
  out.packetAlpha = 1 - clamp01(o / PACKET_OUT_MS);
  out.packetScale += reduced ? 0 : 0.2 * clamp01(o / PACKET_OUT_MS);
  if (prize) {
    out.glintScale = 0.9 + (reduced ? 0 : 0.8 * clamp01(o / 300));
    out.glintAlpha = 0.9 * (1 - clamp01(o / 600));
    const p = clamp01(o / LABEL_MS);
    out.labelDy = reduced ? 0 : -64 * easeOut(p);
    out.labelScale = reduced ? 1 : o < 160 ? 0.6 + 0.5 * (o / 160) : 1 + 0.1 * Math.max(0, 1 - (o - 160) / 140);
    out.labelAlpha = 1 - clamp01((o - (LABEL_MS - 400)) / 400);
    out.done = o >= LABEL_MS;
  } else {
    out.glintAlpha *= 1 - clamp01(o / PACKET_OUT_MS);
    const p = clamp01(o / PUFF_MS);
    out.puffScale = reduced ? 1 : 0.6 + 0.9 * easeOut(p);
    out.puffAlpha = 0.9 * (1 - p);
    out.done = o >= PUFF_MS;
  }
  return out;
}
