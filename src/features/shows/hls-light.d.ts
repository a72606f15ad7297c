// hls.js's light build (no subtitles, alternate audio, DRM or CMCD: a live show needs none) has no
// declarations of its own; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
