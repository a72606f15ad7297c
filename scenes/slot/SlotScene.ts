import { BitmapText, Container, Sprite, Texture } from 'pixi.js';
import { Scene, type SceneClass } from '../engine/Scene.ts';
import { isSlotTheme, isSymbolName, SLOT_THEMES, THEME_ART, type SlotTheme, type ThemeArt } from './art.ts';
import type { SlotSceneCallbacks, SlotSceneModel, SlotSpinModel } from './model.ts';
import { Reel } from './Reel.ts';
import { stripSymbol, type ReelStrip } from './reelStrip.ts';
import { allStoppedAt, hurryStops, planStops, reelFrameAt, startSpin, type ReelPhase, type SpinTimeline } from './spinTimeline.ts';
import { ensureSlotAmountFont, SLOT_AMOUNT_FONT, SLOT_AMOUNT_FONT_PX, SLOT_AMOUNT_WARMUP, WinBanner } from './WinBanner.ts';
import { WinLines } from './WinLines.ts';
import { countUpLabel, planWins, winFrameAt, type WinFrame, type WinPlan } from './winPlan.ts';

/** Design units of one cell and the gap between reels (the frame art is drawn for 5 × 3 of them). */
const CELL = 62;
const GAP = 4;
/** The cabinet art (slot-common/frame): side borders, and the marquee and win plate above and below the window. */
const FRAME_SIDE = 10;
const FRAME_BAND = 86;
const FRAME_ART_H = 358;
/** Reduced motion: wins present in this fraction of the time. */
const REDUCED_WIN_SCALE = 0.4;

interface PlayingSpin {
  /** Null while the bet is in flight (free spin). */
  spin: SlotSpinModel | null;
  timeline: SpinTimeline;
  strips: ReelStrip[];
  t: number;
  phases: ReelPhase[];
  /** Set when the reels have all stopped: the win presentation's plan and its start. */
  wins: { plan: WinPlan; from: number } | null;
  finished: boolean;
  /** The bet failed (`waiting` went back to false with no new spin): the reels stop on what they showed, silently. */
  cancelled: boolean;
}

/**
 * The house slot (issue 6): model.reels × model.rows reels of the theme's symbols in the common
 * frame. A bet in flight (`waiting`) spins the reels freely; a spin result (a new `spin.seq`) stops
 * them left to right on its grid (spinTimeline.ts, reelStrip.ts), then presents its wins (winPlan.ts):
 * all winning cells flash, a big or mega win shows its banner with the total counting up, then each
 * payline or scatter in turn with its label. The server decided the spin; the scene only shows it.
 *
 * Each theme is a bundle of its own: `slotSceneFor(theme)` is the class that loads just that theme's
 * art; `SlotScene` itself loads every theme (the gallery).
 */
export class SlotScene extends Scene<SlotSceneModel, SlotSceneCallbacks> {
  static override readonly bundles: readonly string[] = ['slot-common', 'slot-fiesta', 'slot-perlas', 'slot-tigre'];

  private readonly background = new Sprite();
  private readonly machine = new Container();
  private readonly panel = new Sprite();
  private readonly reelLayer = new Container();
  private readonly glowLayer = new Container();
  private readonly frame = new Sprite();
  private readonly lines = new WinLines();
  private banner: WinBanner | null = null;
  private winText: BitmapText | null = null;
  private reels: Reel[] = [];
  private glows: Sprite[] = [];
  private textures = new Map<number, Texture>();
  private filler: number[] = [];
  private fallback = Texture.EMPTY;
  private theme: SlotTheme = 'fiesta';
  private shown: SlotSceneModel | null = null;
  private unsubscribe: (() => void) | null = null;
  private playing: PlayingSpin | null = null;
  /** The last spin number played (a model carrying it again starts nothing). */
  private lastSeq: number | null = null;
  /** What the reels rest on between spins: grid[reel][row]. */
  private restingGrid: (readonly number[])[] = [];
  private width = 0;
  private height = 0;
  private scale = 1;
  private clock = 0;
  private seed = 1;
  private idleDirty = true;
  /** Frames left before the warm-up glyphs are cleared (the first render follows the first update). */
  private warmup = 0;

  mount(): void {
    this.seed = Math.floor(this.services.rng.next() * 2 ** 31);
    this.frame.texture = this.services.texture('slot-common/frame');
    for (const sprite of [this.background, this.panel, this.frame]) sprite.anchor.set(0);
    // No mask: symbols entering and leaving the window slide under the cabinet's opaque marquee and
    // win plate (each taller than a symbol), so the whole machine batches without a stencil pass.
    this.machine.addChild(this.panel, this.reelLayer, this.frame, this.glowLayer, this.lines.view);
    this.banner = new WinBanner(this.services.texture('slot-common/banner-big'), this.services.texture('slot-common/banner-mega'));
    ensureSlotAmountFont();
    this.winText = new BitmapText({ text: '', style: { fontFamily: SLOT_AMOUNT_FONT, fontSize: SLOT_AMOUNT_FONT_PX, align: 'center' } });
    this.winText.anchor.set(0.5);
    this.view.addChild(this.background, this.machine, this.winText, this.banner.view);
    this.apply(this.model.get());
    this.unsubscribe = this.model.subscribe((next) => this.apply(next));
    // The font's page uploads with the opening frame (nearly transparent on the plate), not on the first win.
    if (this.winText.text === '') {
      this.winText.text = SLOT_AMOUNT_WARMUP;
      this.winText.alpha = 0.01;
      this.warmup = 2;
      this.lines.warm(true);
    }
  }

  private loadedTheme(theme: string): SlotTheme {
    const bundles = (this.constructor as SceneClass<SlotSceneModel, SlotSceneCallbacks>).bundles;
    if (isSlotTheme(theme) && bundles.includes(`slot-${theme}`)) return theme;
    return SLOT_THEMES.find((candidate) => bundles.includes(`slot-${candidate}`)) ?? 'fiesta';
  }

  private apply(model: Readonly<SlotSceneModel>): void {
    const previous = this.shown;
    this.shown = model;
    const theme = this.loadedTheme(model.theme);
    if (!previous || previous.theme !== model.theme || previous.symbols !== model.symbols) this.setTheme(theme, model);
    if (!previous || previous.reels !== model.reels || previous.rows !== model.rows || previous.lines !== model.lines) this.build(model);
    if (!previous || previous.idleGrid !== model.idleGrid) {
      if (!this.playing && this.lastSeq === null) this.restingGrid = model.idleGrid.map((column) => [...column]);
      this.idleDirty = true;
    }

    const spin = model.spin;
    const playing = this.playing;
    if (spin && spin.seq !== this.lastSeq) {
      this.lastSeq = spin.seq;
      if (playing && !playing.spin && !playing.finished) this.land(playing, spin);
      else this.land(this.begin(), spin);
    } else if (model.waiting && (!playing || playing.wins !== null)) {
      this.begin();
    } else if (!model.waiting && playing && !playing.spin) {
      // No result is coming (the bet was refused or failed): back onto the grid the reels left.
      playing.cancelled = true;
      this.land(playing, { seq: -1, grid: this.restingGrid, wins: [], winMultiplier: 0, winLabel: '', quick: true });
    } else if (spin && playing?.spin?.seq === spin.seq && spin.quick && !playing.spin.quick && !playing.wins) {
      playing.spin = spin;
      playing.timeline = hurryStops(playing.timeline, playing.t);
      this.syncLandings(playing);
    }
  }

  private setTheme(theme: SlotTheme, model: Readonly<SlotSceneModel>): void {
    this.theme = theme;
    const art: ThemeArt = THEME_ART[theme];
    // The theme's aliases are the literals of THEME_ART (art.ts), where the check reads them.
    const { texture: artOf } = this.services;
    this.background.texture = artOf(art.background);
    this.panel.texture = artOf(art.reels);
    this.textures = new Map(model.symbols.map((symbol) => [symbol.id, artOf(art[isSymbolName(symbol.name) ? symbol.name : 'a'])]));
    this.fallback = artOf(art.a);
    // Filler: every normal symbol three times, wilds and scatters once (they stay rarer on the way).
    this.filler = model.symbols.flatMap((symbol) => (symbol.kind === 'normal' ? [symbol.id, symbol.id, symbol.id] : [symbol.id]));
    this.idleDirty = true;
    this.layout();
  }

  /** (Re)builds reels, glows and lines for the model's shape. */
  private build(model: Readonly<SlotSceneModel>): void {
    for (const reel of this.reels) reel.destroy();
    for (const glow of this.glows) glow.destroy();
    this.reels = Array.from({ length: model.reels }, () => new Reel(model.rows));
    for (const reel of this.reels) this.reelLayer.addChild(reel.view);
    const glowTexture = this.services.texture('slot-common/cell-glow');
    this.glows = Array.from({ length: model.reels * model.rows }, () => {
      const glow = new Sprite(glowTexture);
      glow.anchor.set(0.5);
      glow.visible = false;
      this.glowLayer.addChild(glow);
      return glow;
    });
    this.idleDirty = true;
    this.layout();
  }

  /** A free spin from the resting grid. */
  private begin(): PlayingSpin {
    const model = this.shown!;
    const timeline = startSpin(model.reels, model.rows, this.services.reducedMotion);
    const strips = this.reels.map((_, reel) => ({
      rows: model.rows,
      previous: this.restingGrid[reel] ?? [],
      landed: null,
      land: 0,
      filler: this.filler,
      seed: this.seed,
      reel,
    }));
    this.seed = (this.seed + 0x9e37) >>> 0;
    this.playing = { spin: null, timeline, strips, t: 0, phases: this.reels.map(() => 'spinning'), wins: null, finished: false, cancelled: false };
    this.services.sound.play('slot-common/spin');
    this.showWins(null, null);
    return this.playing;
  }

  private land(playing: PlayingSpin, spin: SlotSpinModel): void {
    playing.spin = spin;
    playing.timeline = planStops(playing.timeline, playing.t, spin.quick);
    this.syncLandings(playing);
  }

  private syncLandings(playing: PlayingSpin): void {
    const stops = playing.timeline.stops;
    if (!stops || !playing.spin) return;
    const grid = playing.spin.grid;
    playing.strips = playing.strips.map((strip, reel) => ({ ...strip, landed: grid[reel] ?? strip.previous, land: stops[reel]!.land }));
  }

  private endWarmup(): void {
    this.warmup = 0;
    if (!this.winText) return;
    this.winText.alpha = 1;
    if (this.winText.text === SLOT_AMOUNT_WARMUP) this.winText.text = '';
    this.lines.warm(false);
  }

  /** For the gallery and tests: jumps the spin in play to `ms` after its reels stopped (silently). */
  seekLanded(ms: number): void {
    const playing = this.playing;
    const end = playing ? allStoppedAt(playing.timeline) : null;
    if (!playing || end === null) return;
    this.endWarmup();
    this.requestFrame();
    playing.t = end;
    this.update(0);
    if (playing.wins) playing.t = playing.wins.from + ms;
    this.update(0);
  }

  /**
   * Still: the resting grid drawn, or a spin whose wins are at rest (none, a cancelled bet, or past
   * winPlan's restAt). Waiting for a result, reels turning and wins cycling animate. The warm-up's
   * two frames animate too (they clear the font's warm-up glyphs).
   */
  override isAnimating(): boolean {
    if (this.warmup > 0) return true;
    const playing = this.playing;
    if (!playing) return this.idleDirty;
    if (!playing.wins || !playing.finished) return true;
    return playing.t - playing.wins.from < playing.wins.plan.restAt;
  }

  update(deltaMs: number): void {
    this.clock += deltaMs;
    // Counts real frames only (layout and seeks call update(0)).
    if (this.warmup > 0 && deltaMs > 0 && --this.warmup === 0) this.endWarmup();
    const playing = this.playing;
    if (!playing) {
      if (this.idleDirty) this.showGrid(this.restingGrid);
      return;
    }
    playing.t += deltaMs;
    if (!playing.wins) this.turnReels(playing);
    if (playing.wins) this.presentWins(playing);
  }

  private turnReels(playing: PlayingSpin): void {
    const t = playing.t;
    let stopped = 0;
    this.reels.forEach((reel, index) => {
      const frame = reelFrameAt(playing.timeline, index, t);
      const strip = playing.strips[index]!;
      reel.show(frame.position, (n) => this.textures.get(stripSymbol(strip, n)) ?? this.fallback);
      const before = playing.phases[index];
      if (before === 'stopping' && frame.phase !== 'stopping') this.services.sound.play('slot-common/stop');
      playing.phases[index] = frame.phase;
      if (frame.phase === 'stopped') stopped++;
    });
    if (stopped < this.reels.length || !playing.spin) return;
    const spin = playing.spin;
    this.restingGrid = spin.grid.map((column) => [...column]);
    const model = this.shown!;
    const plan = planWins({ wins: spin.wins, winMultiplier: spin.winMultiplier, rows: model.rows, quick: spin.quick, timeScale: this.services.reducedMotion ? REDUCED_WIN_SCALE : 1 });
    playing.wins = { plan, from: t };
    if (playing.cancelled) return;
    this.callbacks.onReelsStopped(spin.seq);
    if (plan.tier === 'big' || plan.tier === 'mega') this.services.sound.play('slot-common/big-win');
    else if (plan.tier === 'small') this.services.sound.play('slot-common/win');
  }

  private presentWins(playing: PlayingSpin): void {
    const { plan, from } = playing.wins!;
    const t = playing.t - from;
    const frame = winFrameAt(plan, t);
    this.showWins(plan, frame, t, playing.spin!);
    if (!playing.finished && t >= plan.end) {
      playing.finished = true;
      if (!playing.cancelled) this.callbacks.onSpinFinished(playing.spin!.seq);
    }
  }

  private showWins(plan: WinPlan | null, frame: WinFrame | null, t = 0, spin?: SlotSpinModel): void {
    const model = this.shown;
    if (!model) return;
    const rows = model.rows;
    const lit = frame?.lit ?? [];
    // The cells that take part now: all winning cells in the flash and banner, the one win's in the cycle.
    const focus = !plan || plan.tier === 'none' ? null : frame && frame.win >= 0 ? plan.wins[frame.win]!.cells : plan.cells;
    const pulse = frame?.phase === 'rest' ? 1 : 1 + 0.07 * Math.max(0, Math.sin(t / 110));
    this.glows.forEach((glow, index) => {
      const on = lit.includes(index);
      if (glow.visible !== on) glow.visible = on;
    });
    if (plan && focus) {
      this.reels.forEach((reel, r) => {
        for (let row = 0; row < rows; row++) {
          const cell = r * rows + row;
          const inFocus = focus.includes(cell);
          reel.emphasise(row, inFocus ? pulse : 1, !inFocus);
        }
      });
    }
    const lineIndices = !plan || !frame ? [] : frame.win >= 0 ? [plan.wins[frame.win]!.line] : frame.phase === 'all' || frame.phase === 'rest' ? plan.wins.map((win) => win.line) : [];
    this.lines.show(lineIndices);
    const winText = this.winText!;
    const label = !plan || !spin || plan.tier === 'none' ? '' : frame && frame.win >= 0 && plan.wins.length > 1 ? plan.wins[frame.win]!.label : frame?.banner ? '' : spin.winLabel;
    if (winText.text !== label) winText.text = label;
    const bannerShown = !!(plan && frame?.banner && spin);
    this.banner?.set(bannerShown ? { mega: plan!.tier === 'mega', caption: plan!.tier === 'mega' ? model.labels.megaWin : model.labels.bigWin, amount: countUpLabel(spin!.winLabel, frame!.count), t: t - plan!.allMs } : null);
  }

  /** The resting grid, still (idle). */
  private showGrid(grid: readonly (readonly number[])[]): void {
    this.idleDirty = false;
    this.reels.forEach((reel, index) => {
      const column = grid[index] ?? [];
      const rows = this.shown?.rows ?? 0;
      reel.show(0, (n) => (n >= 0 && n < rows ? (this.textures.get(column[rows - 1 - n]!) ?? this.fallback) : this.fallback));
    });
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout();
  }

  private layout(): void {
    const model = this.shown;
    const { width, height } = this;
    if (!model || width <= 0 || height <= 0) return;
    // The background covers the canvas (cropped, never stretched).
    const bg = this.background.texture;
    const cover = Math.max(width / Math.max(1, bg.width), height / Math.max(1, bg.height));
    this.background.setSize(bg.width * cover, bg.height * cover);
    this.background.position.set((width - bg.width * cover) / 2, (height - bg.height * cover) / 2);

    const windowW = model.reels * (CELL + GAP) - GAP;
    const windowH = model.rows * CELL;
    const frameW = windowW + 2 * FRAME_SIDE;
    // Bands at least the art's (so a symbol's height always hides under them), stretched with more rows.
    const band = Math.max(FRAME_BAND, ((windowH + 2 * FRAME_BAND) * FRAME_BAND) / FRAME_ART_H);
    const frameH = windowH + 2 * band;
    const scale = Math.min((width - 12) / frameW, (height * 0.8) / frameH);
    this.scale = scale;
    this.machine.scale.set(scale);
    this.machine.position.set((width - frameW * scale) / 2, height * 0.45 - (frameH * scale) / 2);
    this.frame.setSize(frameW, frameH);
    this.panel.position.set(FRAME_SIDE, band);
    this.panel.setSize(windowW, windowH);
    this.reelLayer.position.set(FRAME_SIDE, band);
    this.reels.forEach((reel, index) => {
      reel.layout(CELL - 4, CELL);
      reel.view.position.set(index * (CELL + GAP), 0);
    });
    const centreX = (reel: number) => FRAME_SIDE + reel * (CELL + GAP) + CELL / 2;
    const centreY = (row: number) => band + row * CELL + CELL / 2;
    this.glows.forEach((glow, index) => {
      glow.position.set(centreX(Math.floor(index / model.rows)), centreY(index % model.rows));
      glow.setSize(CELL + 2, CELL + 2);
    });
    this.lines.build(model.lines, centreX, centreY, 3.2);
    const winText = this.winText!;
    winText.scale.set((26 * scale) / SLOT_AMOUNT_FONT_PX);
    // On the cabinet's win plate.
    winText.position.set(width / 2, this.machine.y + (band + windowH + (band * 34) / FRAME_BAND) * scale);
    this.banner?.layout(Math.min(width * 0.92, 340));
    this.banner?.view.position.set(width / 2, this.machine.y + (band + windowH / 2) * scale);
    this.idleDirty = true;
    if (this.playing) this.update(0);
  }

  override destroy(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const reel of this.reels) reel.destroy();
    this.reels = [];
    this.glows = [];
    this.lines.destroy();
    this.banner?.destroy();
    this.banner = null;
    this.playing = null;
    super.destroy();
  }
}

/** One theme's bundle only (what the app opens). */
export class FiestaSlotScene extends SlotScene {
  static override readonly bundles: readonly string[] = ['slot-common', 'slot-fiesta'];
}
export class PerlasSlotScene extends SlotScene {
  static override readonly bundles: readonly string[] = ['slot-common', 'slot-perlas'];
}
export class TigreSlotScene extends SlotScene {
  static override readonly bundles: readonly string[] = ['slot-common', 'slot-tigre'];
}

/**
 * The scene class for a theme: it loads slot-common and that theme's bundle only. An unknown theme (or
 * none) gets the class with every theme's art, which then draws fiesta for a theme it does not know.
 */
export function slotSceneFor(theme?: string): SceneClass<SlotSceneModel, SlotSceneCallbacks> {
  switch (theme) {
    case 'fiesta':
      return FiestaSlotScene;
    case 'perlas':
      return PerlasSlotScene;
    case 'tigre':
      return TigreSlotScene;
    default:
      return SlotScene;
  }
}
