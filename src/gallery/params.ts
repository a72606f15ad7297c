/** The gallery's address: `?scene=jackpot&state=landing&frame=90&seed=7&w=360&h=640`. */
export interface GalleryParams {
  scene: string | null;
  state: string | null;
  /** Absent: the state's own default frame. */
  frame: number | null;
  seed: number;
  width: number;
  height: number;
  /** `&onthread`: a live scene keeps its work on the page's thread (the bench's physics-step figure). */
  onThread: boolean;
}

const int = (value: string | null, fallback: number | null, min: number, max: number) => {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
};

export function readParams(search: string): GalleryParams {
  const q = new URLSearchParams(search);
  return {
    scene: q.get('scene'),
    state: q.get('state'),
    frame: int(q.get('frame'), null, 0, 36_000),
    seed: int(q.get('seed'), 1, 0, 2 ** 32 - 1)!,
    width: int(q.get('w'), 360, 16, 2048)!,
    height: int(q.get('h'), 640, 16, 2048)!,
    onThread: q.has('onthread'),
  };
}
