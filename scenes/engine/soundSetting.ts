/**
 * The player's sound setting, kept across visits. Pixi- and Howler-free, so the HUD's toggle can
 * read and write it without loading the engine; the sound board reads it before every sound.
 */
export const SOUND_MUTED_KEY = 'swerte.sound.muted';

export function readMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    localStorage.setItem(SOUND_MUTED_KEY, muted ? '1' : '0');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
