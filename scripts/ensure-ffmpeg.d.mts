// Types of ensure-ffmpeg.mjs (plain JavaScript: run with node).
export declare function ensureFfmpeg(): { ok: true; path: string } | { ok: false; message: string };
