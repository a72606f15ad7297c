import { BitmapFont, BitmapText, Cache, Container, Sprite, Text } from 'pixi.js';
import { Scene } from '../engine/Scene.ts';
import { SCENE_FONT } from '../engine/sceneFont.ts';
import { layoutBoard } from './boardLayout.ts';
import { BoardCell } from './BoardCell.ts';
import { createDrawFollower } from './drawFollower.ts';
import { idleGlowAt, idleGlowMoving } from './idleGlow.ts';
import { drawFrameAt, phaseStart, planDraw, type DrawFrame, type DrawPhase, type DrawTimeline } from './drawTimeline.ts';
import { WHEEL_SEGMENTS, type JackpotSceneCallbacks, type JackpotSceneModel } from './model.ts';
import { JackpotWheel } from './JackpotWheel.ts';

/** Reduced motion plays the same draw at a quarter of the time (DESIGN §5: results never change). */
const REDUCED_TIME_SCALE = 0.25;
/** The count-up's bitmap font: built once per page at this size (digits, ₱ and commas), scaled to the board. */
const AMOUNT_FONT = 'jackpot-amount';
const AMOUNT_FONT_PX = 96;

/**
 * Installed under a fixed name: a BitmapText given a plain style builds a dynamic font keyed by that
 * style's own id, so every opening of the scene would cache another font (the leak test saw it).
 */
function ensureAmountFont(): void {
  if (Cache.has(`${AMOUNT_FONT}-bitmap`)) return;
  BitmapFont.install({
    name: AMOUNT_FONT,
    style: { fontFamily: SCENE_FONT, fontWeight: '900', fontSize: AMOUNT_FONT_PX, fill: 0xf5b700, stroke: { color: 0x3a2500, width: 6 } },
    chars: [['0', '9'], '₱,'],
    resolution: 2,
  });
}
const amountFormat = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

interface PlayingDraw {
  seq: number;
  timeline: DrawTimeline;
  t: number;
  lastFrame: DrawFrame | null;
  reported: boolean;
}

/**
 * The Lucky Jackpot board (spec §4): cells around the edge, the light running over them, the
 * landed cell flashing, and for a jackpot tier the wheel in the middle and the amount counting up.
 * It plays the draw the model names (already decided and credited by the server) and reports when
 * it is done; it never calls the API.
 */
export class JackpotScene extends Scene<JackpotSceneModel, JackpotSceneCallbacks> {
  static override readonly bundles = ['jackpot'] as const;

  private readonly board = new Container();
  private readonly middle = new Container();
  private cells: BoardCell[] = [];
  private wheel: JackpotWheel | null = null;
  private winText: Text | null = null;
  /**
   * A bitmap text: the count-up changes its digits every frame, and a canvas Text would redraw and
   * re-upload its whole texture each time (the wheel state's frame cost at CPU 4×).
   */
  private amountText: BitmapText | null = null;
  private unsubscribe: (() => void) | null = null;
  private shownModel: JackpotSceneModel | null = null;
  private playing: PlayingDraw | null = null;
  /** Tells a new draw from the model repeating the one in play (drawFollower.ts). */
  private readonly follower = createDrawFollower();
  /** The cell the light rests on between draws. */
  private resting = 0;
  /** Scene time, for the idle glow and the landed flash. */
  private clock = 0;
  /** Scene time when the board last went idle (opened, or a draw cleared): the glow breathes from there. */
  private idleSince = 0;
  private side = 0;

  mount(): void {
    const { texture } = this.services;
    const background = new Sprite(texture('jackpot/board'));
    background.label = 'background';
    this.board.addChild(background);
    const plate = new Sprite(texture('jackpot/center'));
    plate.anchor.set(0.5);
    plate.label = 'plate';
    this.middle.addChild(plate);
    this.board.addChild(this.middle);
    this.view.addChild(this.board);

    this.wheel = new JackpotWheel(texture('jackpot/wheel'), texture('jackpot/pointer'));
    this.middle.addChild(this.wheel.view);
    this.winText = new Text({ text: '', style: { fontFamily: SCENE_FONT, fontWeight: '800', fontSize: 28, fill: 0xfff6c9, align: 'center' } });
    ensureAmountFont();
    this.amountText = new BitmapText({ text: '', style: { fontFamily: AMOUNT_FONT, fontSize: AMOUNT_FONT_PX, align: 'center' } });
    for (const text of [this.winText, this.amountText]) {
      text.anchor.set(0.5);
      this.middle.addChild(text);
    }

    this.apply(this.model.get());
    this.unsubscribe = this.model.subscribe((next) => this.apply(next));
  }

  /** Takes a new model: rebuilds the cells when the board changed, starts a new draw when one arrived. */
  private apply(model: Readonly<JackpotSceneModel>): void {
    const previous = this.shownModel;
    this.shownModel = model;
    if (!previous || previous.cells !== model.cells) this.buildCells(model);
    if (this.wheel && (!previous || previous.tierLabels !== model.tierLabels)) this.wheel.setLabels(WHEEL_SEGMENTS, model.tierLabels);
    if (this.winText) this.winText.text = model.winLabel;
    if (!model.draw) this.settle();
    const draw = this.follower.take(model.draw, this.cells.length);
    if (draw) this.startDraw(draw.seq, draw.cellIndex, draw.jackpot);
  }

  /** The HUD cleared the draw (its result popup closed): the light rests on the drawn cell, idle. */
  private settle(): void {
    if (!this.playing) return;
    this.resting = Math.min(this.playing.timeline.highlight.target, Math.max(0, this.cells.length - 1));
    this.playing = null;
    this.idleSince = this.clock;
  }

  private buildCells(model: Readonly<JackpotSceneModel>): void {
    for (const cell of this.cells) cell.destroy();
    const layout = layoutBoard(model.cells.length);
    this.cells = model.cells.map((cell, index) => {
      const view = new BoardCell(this.services.texture, cell, layout.cells[index]!);
      this.board.addChild(view.view);
      return view;
    });
    this.resting = Math.min(this.resting, Math.max(0, this.cells.length - 1));
    this.layout();
  }

  private startDraw(seq: number, target: number, jackpot: { propId: number; amount: number } | null): void {
    const timeline = planDraw({
      cellCount: this.cells.length,
      from: this.resting,
      target,
      jackpot,
      wheelSegments: WHEEL_SEGMENTS,
      wheelFrom: this.wheel?.rotation ?? 0,
      rng: this.services.rng,
      timeScale: this.services.reducedMotion ? REDUCED_TIME_SCALE : 1,
    });
    this.playing = { seq, timeline, t: 0, lastFrame: null, reported: false };
  }

  /**
   * For the gallery and tests: jumps the draw in play to a phase (plus ms into it), silently.
   * Returns false when this draw has no such phase.
   */
  seekPhase(phase: DrawPhase, offsetMs = 0): boolean {
    const playing = this.playing;
    const start = playing ? phaseStart(playing.timeline, phase) : null;
    if (!playing || start === null) return false;
    playing.t = start + offsetMs;
    playing.lastFrame = null;
    this.requestFrame();
    this.update(0);
    return true;
  }

  /**
   * Still once the idle glow rests (idleGlow.ts) or a draw is done (its last frame held: the landed
   * cell lit, the wheel and amount where they ended) until the HUD clears it or a new one comes.
   */
  override isAnimating(): boolean {
    const playing = this.playing;
    if (!playing) return idleGlowMoving(this.clock - this.idleSince, this.services.reducedMotion);
    return playing.lastFrame?.phase !== 'done';
  }

  update(deltaMs: number): void {
    this.clock += deltaMs;
    const playing = this.playing;
    if (!playing) {
      this.showIdle();
      return;
    }
    playing.t += deltaMs;
    const frame = drawFrameAt(playing.timeline, playing.t);
    this.showFrame(frame, playing.lastFrame);
    playing.lastFrame = frame;
    if (frame.phase === 'done' && !playing.reported) {
      playing.reported = true;
      this.resting = playing.timeline.highlight.target;
      this.callbacks.onDrawFinished(playing.seq);
    }
  }

  private showIdle(): void {
    // A slow breathing glow on the resting cell: the board looks alive without drawing attention.
    const glow = idleGlowAt(this.clock - this.idleSince, this.services.reducedMotion);
    this.cells.forEach((cell, index) => cell.setLit(index === this.resting ? glow : 0));
    this.wheel?.setVisible(false);
    this.setWin(null);
  }

  private showFrame(frame: DrawFrame, last: DrawFrame | null): void {
    const landed = frame.phase !== 'highlight' && frame.phase !== 'landing';
    // The landed cell flashes (on/off every 150 ms); while running, and once the draw is done, the lit cell is full on.
    const flash = landed && frame.phase !== 'done' ? (Math.floor(this.clock / 150) % 2 === 0 ? 1 : 0.45) : 1;
    this.cells.forEach((cell, index) => cell.setLit(index === frame.cell ? flash : 0));
    if (last && last.cell !== frame.cell && !landed) this.services.sound.play('jackpot/tick');
    if (last && !isLanded(last) && landed) {
      if (this.playing?.timeline.wheel) this.services.sound.play('jackpot/jackpot');
      else this.services.sound.play('jackpot/win');
    }

    const wheelShown = frame.wheelAngle !== null;
    this.wheel?.setVisible(wheelShown);
    if (wheelShown) this.wheel?.setRotation(frame.wheelAngle ?? 0);
    if (last?.phase === 'wheel' && frame.phase !== 'wheel') this.services.sound.play('jackpot/win');
    this.setWin(frame.amount);
  }

  private setWin(amount: number | null): void {
    if (!this.winText || !this.amountText) return;
    this.winText.visible = amount !== null;
    this.amountText.visible = amount !== null;
    if (amount !== null) this.amountText.text = `₱${amountFormat.format(Math.floor(amount / 100))}`;
    // While the amount shows, the wheel steps back so the number reads clearly.
    if (this.wheel) this.wheel.view.alpha = amount === null ? 1 : 0.35;
  }

  resize(width: number, height: number): void {
    this.side = Math.max(1, Math.min(width, height));
    this.view.position.set((width - this.side) / 2, (height - this.side) / 2);
    this.layout();
  }

  private layout(): void {
    const side = this.side;
    if (side <= 0) return;
    const background = this.board.getChildByLabel('background') as Sprite | null;
    background?.setSize(side, side);
    const centre = layoutBoard(this.cells.length).centre;
    this.middle.position.set(centre.x * side, centre.y * side);
    const plate = this.middle.getChildByLabel('plate') as Sprite | null;
    plate?.setSize(centre.size * side, centre.size * side);
    for (const cell of this.cells) cell.layout(side);
    this.wheel?.layout(centre.size * side * 0.92);
    const middleSide = centre.size * side;
    if (this.winText && this.amountText) {
      this.winText.style.fontSize = Math.round(middleSide * 0.1);
      // Scaled, not resized: a new size would build another bitmap font.
      this.amountText.scale.set((middleSide * 0.2) / AMOUNT_FONT_PX);
      this.winText.position.set(0, -middleSide * 0.16);
      this.amountText.position.set(0, middleSide * 0.06);
    }
  }

  override destroy(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const cell of this.cells) cell.destroy();
    this.cells = [];
    this.wheel?.destroy();
    this.wheel = null;
    this.playing = null;
    super.destroy();
  }
}

const isLanded = (frame: DrawFrame) => frame.phase !== 'highlight' && frame.phase !== 'landing';
