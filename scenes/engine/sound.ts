import { Howl, Howler } from 'howler';
import { readMuted, writeMuted } from './soundSetting.ts';

/** Sounds by alias (`bundle/name`, see assets/README.md). */
export interface SoundBoard {
  play(alias: string): void;
  stop(alias: string): void;
  readonly muted: boolean;
  setMuted(muted: boolean): void;
}

export { SOUND_MUTED_KEY } from './soundSetting.ts';

/**
 * Howler-backed sounds of one open scene. Howler unlocks Web Audio on the first tap by itself
 * (autoUnlock); the board keeps it silent while the page is hidden without touching the player's
 * setting, and unloads every Howl it made on destroy.
 */
export class HowlerBoard implements SoundBoard {
  private readonly howls = new Map<string, Howl>();
  private hidden = false;
  muted = readMuted();

  constructor(private readonly urls: ReadonlyMap<string, string>) {
    for (const [alias, src] of urls) this.howls.set(alias, new Howl({ src: [src], preload: true }));
    this.apply();
  }

  play(alias: string): void {
    // The HUD's toggle may have changed the setting while the scene is open.
    const muted = readMuted();
    if (muted !== this.muted) {
      this.muted = muted;
      this.apply();
    }
    this.howl(alias).play();
  }

  stop(alias: string): void {
    this.howl(alias).stop();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    writeMuted(muted);
    this.apply();
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.apply();
  }

  destroy(): void {
    for (const howl of this.howls.values()) howl.unload();
    this.howls.clear();
  }

  private apply(): void {
    Howler.mute(this.muted || this.hidden);
  }

  private howl(alias: string): Howl {
    const howl = this.howls.get(alias);
    if (!howl) throw new Error(`sound "${alias}" is not in this scene's bundles (${[...this.urls.keys()].join(', ') || 'none'})`);
    return howl;
  }
}

/**
 * The gallery's and tests' board: checks aliases like the real one but makes no sound and creates
 * no AudioContext, so screenshots and leak counts do not depend on audio.
 */
export class SilentBoard implements SoundBoard {
  readonly played: string[] = [];
  muted = true;
  constructor(private readonly aliases: ReadonlySet<string>) {}

  play(alias: string): void {
    this.check(alias);
    this.played.push(alias);
  }

  stop(alias: string): void {
    this.check(alias);
  }

  setMuted(): void {}
  setHidden(): void {}
  destroy(): void {}

  private check(alias: string): void {
    if (!this.aliases.has(alias)) throw new Error(`sound "${alias}" is not in this scene's bundles`);
  }
}
