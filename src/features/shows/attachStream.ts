/**
 * Plays an HLS playlist in a <video> (docs/shows.md "Client"): the browser's own HLS when it has it
 * (Safari, iOS, Android's Chrome, recent desktop Chrome), otherwise hls.js over Media Source
 * Extensions, loaded here and only here (a dynamic import: a chunk of its own, fetched by the live
 * page and never by the lobby). Answers a function that stops and releases the stream, or null when
 * this browser can play neither.
 */
export async function attachStream(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<(() => void) | null> {
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    const onError = () => onFatal();
    video.addEventListener('error', onError);
    return () => {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    };
  }
  // The light build: a show needs no subtitles, alternate audio or DRM, and it is half the size.
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return null;
  // A live stream: start near the live edge, keep a small buffer (phones on mobile data).
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30, maxBufferLength: 20 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A network hiccup is retried once by reloading; a media error is recovered; anything else ends playback.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
