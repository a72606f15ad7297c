import { Container, Sprite, Text } from 'pixi.js';
import { Scene } from '../engine/Scene.ts';
import { MAX_RESOLUTION } from '../engine/resolution.ts';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { BRUSH, cardArt, GLOW, prizeArt } from './art.ts';
import { CARD_H, CARD_W, DAB_SPACING_OF_RADIUS, DEFAULT_BRUSH_RADIUS, DEFAULT_REVEAL_SHARE, GRID_COLS, GRID_ROWS, PANEL_H, PANEL_W, PANEL_X, PANEL_Y, POINTS_PER_UNIT, PRIZE_AREA, SPACE_H, SPACE_W } from './card.ts';
import { CoverageGrid } from './coverage.ts';
import { FoilMask } from './FoilMask.ts';
import type { ScratchSceneCallbacks, ScratchSceneModel } from './model.ts';
import { newRevealFrame, reachedReveal, revealFrameAt } from './reveal.ts';
import { isDrawableStroke, StrokeRecorder } from './strokeRecorder.ts';
import { StrokeTracer, traceOpenStroke, traceStroke, type DabSink } from './strokeTracer.ts';
import { PathDriver } from './pathDriver.ts';

/** Space around the card in the canvas, in points. */
const MARGIN = 8;

/**
 * A scratch card (issue 29): the prize art the server drew at purchase under a foil the player
 * scratches away. The host passes pointer positions (scenes take no pointer input of their own:
 * the page's element gets the events) with pointerDown/Move/Up in canvas CSS pixels. Strokes are
 * recorded in the server's integer stroke space and reported on drag end (`onStroke`); the coverage
 * of the prize area is counted on a coarse CPU grid, and at the card's share (default 60%), or on
 * revealAll(), the foil lifts away and `onRevealed` fires once. The stroke log (the model's plus
 * the strokes drawn here) redraws the foil on opening, on a new card and after a lost context.
 */
export class ScratchScene extends Scene<ScratchSceneModel, ScratchSceneCallbacks> {
  static override readonly bundles = ['scratch'] as const;

  private readonly card = new Container();
  private readonly panel = new Container();
  private face!: Sprite;
  private prize!: Sprite;
  private glow!: Sprite;
  private label!: Text;
  private hint!: Text;
  private mask!: FoilMask;
  private grid = new CoverageGrid(PRIZE_AREA, GRID_COLS, GRID_ROWS);
  private tracer = new StrokeTracer(DEFAULT_BRUSH_RADIUS * DAB_SPACING_OF_RADIUS);
  private readonly recorder = new StrokeRecorder();
  /** Every stroke on this card: the model's at opening, then the ones drawn here. */
  private log: (readonly number[])[] = [];
  private cardId = -1;
  private radius = DEFAULT_BRUSH_RADIUS;
  private revealAt = DEFAULT_REVEAL_SHARE;
  private dragging = false;
  /** ms since the reveal began; null before it. */
  private revealMs: number | null = null;
  private readonly revealFrame = newRevealFrame();
  private readonly driver = new PathDriver();
  /** Dabs count coverage, then go to the foil. Made once (no closure per dab). */
  private readonly sink: DabSink = {
    dab: (x, y) => {
      this.grid.stamp(x, y, this.radius);
      this.mask.dab(x, y);
    },
  };
  private scale = 1;

  mount(): void {
    // Aliases are the literals of art.ts, where the assets check reads them.
    const { texture: artOf } = this.services;
    const model = this.model.get();
    const art = cardArt(model.face);
    this.face = new Sprite(artOf(art.card));
    this.glow = new Sprite(artOf(GLOW));
    this.glow.anchor.set(0.5);
    this.prize = new Sprite(artOf(prizeArt(model.prize)));
    this.prize.anchor.set(0.5);
    const centreX = (PRIZE_AREA.x + PRIZE_AREA.w / 2) * POINTS_PER_UNIT;
    this.glow.position.set(centreX, (PRIZE_AREA.y + PRIZE_AREA.h / 2) * POINTS_PER_UNIT);
    this.prize.position.set(centreX, (PRIZE_AREA.y + PRIZE_AREA.h * 0.42) * POINTS_PER_UNIT);
    // A fixed resolution (the canvas never goes above it): the resolution governor stepping down
    // mid-scratch made Pixi draw the caption again in the next frame (docs/scenes.md "Frame time").
    this.label = new Text({ text: '', resolution: MAX_RESOLUTION, style: { fontFamily: SCENE_FONT, fontSize: 22, fontWeight: '800', fill: 0xffe27a, stroke: { color: 0x2a1600, width: 4 } } });
    this.label.anchor.set(0.5);
    this.label.position.set(centreX, (PRIZE_AREA.y + PRIZE_AREA.h * 0.88) * POINTS_PER_UNIT);
    this.hint = new Text({ text: '', style: { fontFamily: SCENE_FONT, fontSize: 18, fontWeight: '700', fill: 0x3a2a10, align: 'center' } });
    this.hint.anchor.set(0.5);
    this.hint.alpha = 0.75;
    this.hint.position.set(PANEL_W / 2, PANEL_H / 2);
    this.mask = new FoilMask(artOf(art.foil), artOf(BRUSH), this.services.renderToTexture);
    this.ownTexture(this.mask.texture);
    this.own(() => this.mask.destroy());
    // The foil lifts about its centre.
    this.mask.sprite.pivot.set(PANEL_W / 2, PANEL_H / 2);
    this.mask.sprite.position.set(PANEL_W / 2, PANEL_H / 2);
    this.panel.position.set(PANEL_X, PANEL_Y);
    this.panel.addChild(this.glow, this.prize, this.label, this.mask.sprite, this.hint);
    this.card.addChild(this.face, this.panel);
    this.view.addChild(this.card);
    this.own(this.model.subscribe((next) => this.follow(next)));
    this.startCard(model);
  }

  /** A new card starts over; the same card takes a new label, or a reveal the server already made. */
  private follow(model: ScratchSceneModel): void {
    if (model.cardId !== this.cardId) return this.startCard(model);
    this.label.text = model.prizeLabel;
    if (model.revealed && this.revealMs === null) this.showRevealed();
  }

  private startCard(model: ScratchSceneModel): void {
    const { texture: artOf } = this.services;
    const art = cardArt(model.face);
    this.cardId = model.cardId;
    this.face.texture = artOf(art.card);
    this.prize.texture = artOf(prizeArt(model.prize));
    this.mask.setFoil(artOf(art.foil));
    this.label.text = model.prizeLabel;
    this.hint.text = model.hint;
    this.radius = model.brushRadius > 0 ? model.brushRadius : DEFAULT_BRUSH_RADIUS;
    this.revealAt = model.revealAt > 0 ? model.revealAt : DEFAULT_REVEAL_SHARE;
    this.tracer = new StrokeTracer(this.radius * DAB_SPACING_OF_RADIUS);
    this.mask.setRadius(this.radius);
    this.log = model.strokes.filter(isDrawableStroke);
    this.dragging = false;
    this.driver.stop();
    this.revealMs = null;
    this.mask.sprite.alpha = 1;
    this.mask.sprite.scale.set(1);
    this.mask.sprite.visible = true;
    this.glow.alpha = 0;
    this.redraw();
    this.hint.visible = this.log.length === 0;
    if (model.revealed) this.showRevealed();
    this.requestFrame();
  }

  /**
   * The foil and the coverage from the log: on a new card, and after a lost context. A context lost in
   * the middle of a drag keeps the stroke being dragged: its kept points are replayed after the log and
   * the tracer is left drawing at the last one, so the drag goes on as the same stroke, sent once when
   * the finger lifts (its replay from the server's log then draws the very same dabs).
   */
  private redraw(): void {
    this.grid.reset();
    this.mask.clear();
    for (const stroke of this.log) traceStroke(this.tracer, stroke, this.sink);
    if (this.dragging) traceOpenStroke(this.tracer, this.recorder.open, this.sink);
    this.mask.endReplay();
  }

  override contextRestored(): void {
    this.mask.renew();
    if (this.revealMs === null || !this.revealFrame.done) this.redraw();
  }

  /** The uncovered share of the prize area (0 → 1). */
  get share(): number {
    return this.grid.share;
  }

  get revealed(): boolean {
    return this.revealMs !== null;
  }

  /** The finger lands (canvas CSS pixels). Outside the foil, or once revealed, nothing. */
  pointerDown(x: number, y: number): void {
    if (this.revealMs !== null) return;
    const u = this.toUnitsX(x);
    const v = this.toUnitsY(y);
    if (u < 0 || v < 0 || u > SPACE_W || v > SPACE_H) return;
    this.beginStroke(u, v);
  }

  pointerMove(x: number, y: number): void {
    if (this.dragging) this.moveStroke(this.toUnitsX(x), this.toUnitsY(y));
  }

  /** The finger lifts (or the pointer is cancelled): the stroke goes to the host. */
  pointerUp(): void {
    this.endStroke();
  }

  /** Takes the foil away (the "Reveal all" button, or a card the log cannot take more strokes of). */
  revealAll(): void {
    if (this.revealMs !== null) return;
    this.endStroke();
    this.startReveal();
  }

  /**
   * Drags the brush along `points` (flat pairs in stroke units) at `unitsPerMs`, on the scene's clock:
   * the gallery's scratching state and the frame-time bench (a synthetic pointer path). `loop` starts
   * it again at the end as a new stroke.
   */
  playPath(points: readonly number[], unitsPerMs: number, loop = false): void {
    this.driver.play(points, unitsPerMs, loop);
    this.requestFrame();
  }

  private beginStroke(u: number, v: number): void {
    this.dragging = true;
    this.hint.visible = false;
    this.recorder.begin(u, v);
    this.tracer.start(this.recorder.last.x, this.recorder.last.y, this.sink);
    this.requestFrame();
  }

  private moveStroke(u: number, v: number): void {
    const result = this.recorder.add(u, v);
    if (result === 'skipped') return;
    const { x, y } = this.recorder.last;
    this.tracer.to(x, y, this.sink);
    if (result === 'split') {
      // The server keeps at most MAX_POINTS a stroke: this one is sent, the next starts here, with a
      // dab, as the replay of the two will.
      this.tracer.end();
      this.keep(this.recorder.takeCut());
      this.tracer.start(x, y, this.sink);
    }
    this.requestFrame();
  }

  private endStroke(): void {
    if (!this.dragging) return;
    this.dragging = false;
    this.tracer.end();
    this.keep(this.recorder.take());
    this.requestFrame();
  }

  private keep(stroke: number[] | null): void {
    if (!stroke) return;
    this.log.push(stroke);
    this.callbacks.onStroke?.(stroke);
  }

  private startReveal(): void {
    this.revealMs = 0;
    this.driver.stop();
    this.hint.visible = false;
    this.requestFrame();
    this.callbacks.onRevealed?.();
  }

  /** A card the server says is revealed: no foil, no callback. */
  private showRevealed(): void {
    this.endStroke();
    this.driver.stop();
    this.revealMs = Number.MAX_SAFE_INTEGER;
    this.grid.fill();
    this.applyReveal();
  }

  update(deltaMs: number): void {
    if (this.driver.playing) this.driver.step(deltaMs, this);
    this.mask.flush();
    // Also on opening: a reloaded log that had reached the share reveals (and so claims) the card.
    if (this.revealMs === null && this.grid.covered > 0 && reachedReveal(this.grid.share, this.revealAt)) this.revealAll();
    if (this.revealMs !== null && !this.revealFrame.done) {
      this.revealMs += deltaMs;
      this.applyReveal();
    }
  }

  private applyReveal(): void {
    const frame = revealFrameAt(this.revealMs ?? 0, this.services.reducedMotion, this.revealFrame);
    this.mask.sprite.alpha = frame.alpha;
    this.mask.sprite.scale.set(frame.scale);
    this.mask.sprite.visible = frame.alpha > 0;
    this.glow.alpha = frame.glow;
    this.hint.visible = false;
  }

  override isAnimating(): boolean {
    return this.driver.playing || this.mask.dirty || (this.revealMs !== null && !this.revealFrame.done);
  }

  resize(width: number, height: number): void {
    this.scale = Math.max(0.1, Math.min((width - MARGIN * 2) / CARD_W, (height - MARGIN * 2) / CARD_H, 2.5));
    this.card.scale.set(this.scale);
    this.card.position.set(Math.round((width - CARD_W * this.scale) / 2), Math.round((height - CARD_H * this.scale) / 2));
  }

  private toUnitsX(x: number): number {
    return ((x - this.card.x) / this.scale - PANEL_X) / POINTS_PER_UNIT;
  }

  private toUnitsY(y: number): number {
    return ((y - this.card.y) / this.scale - PANEL_Y) / POINTS_PER_UNIT;
  }

  /** For the path driver: a drag in stroke units. */
  dragTo(u: number, v: number, start: boolean): void {
    if (this.revealMs !== null) return;
    if (start) {
      this.endStroke();
      this.beginStroke(u, v);
    } else if (this.dragging) this.moveStroke(u, v);
  }

  /** For the path driver: the synthetic finger lifts. */
  dragEnd(): void {
    this.endStroke();
  }
}
