/**
 * Pauses `video` when the visitor leaves the page. The page may be kept in the back/forward
 * cache, and Chromium resumes a video that was playing when it brings the page back: the visitor
 * would return to sound they did not ask for. Paused on `pagehide` (never `unload`, which would
 * keep the page out of that cache), the video comes back paused and its controls say so.
 * Returns the function that stops watching.
 */
export function pauseOnPageHide(video: HTMLVideoElement): () => void {
  const pause = () => video.pause();
  addEventListener('pagehide', pause);
  return () => removeEventListener('pagehide', pause);
}
