// gsap on the engine clock, for scenes that tween: `import { gsap } from '../engine/tween.ts'` (never
// from 'gsap' itself: lint refuses it in scenes/). gsap then follows engine time, not its own
// requestAnimationFrame loop, so a tween sits at the same point after the same frames, which the
// deterministic mode (gallery, visual suite) needs. gsap (~26 KiB gzipped) lands in the chunks of the
// scenes that import this, not in the engine's.
// oxlint-disable-next-line no-restricted-imports -- the one place gsap is imported
import { gsap } from 'gsap';
import { clock } from './clock.ts';

// Unhooked as soon as this module runs: until then gsap's loop moves its root timeline by wall-clock
// time, and tweens would start there; its root then starts at engine time.
gsap.ticker.remove(gsap.updateRoot);
gsap.updateRoot(clock.time / 1000);
// gsap defers a tween's first render ("lazy") when its root was not yet updated in the current
// requestAnimationFrame frame of gsap's own ticker: which step that is would depend on wall-clock
// timing, so the same gallery frame could differ between page loads.
gsap.defaults({ lazy: false });
clock.hooks.add({
  step: (timeMs) => gsap.updateRoot(timeMs / 1000),
  live: () => gsap.globalTimeline.getChildren(true, true, true).length,
});

export { gsap };
