import { useEffect, useRef } from 'react';

/**
 * A muted, looping, inline video that starts playing once the page runs in the browser. The server's HTML holds it
 * with `preload="none"` and a poster and no autoplay attribute, so the first load fetches no video bytes; a new
 * `src` (another colour) plays from its start.
 */
export function LoopingVideo({ src, poster, label, className, width, height }: { src: string; poster?: string; label: string; className?: string; width: number; height: number }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only: set it before asking to play, which browsers allow for muted video.
    video.muted = true;
    // A browser that refuses to autoplay (data saver, its own settings) keeps the poster.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
  }, [src]);
  return <video ref={ref} key={src} src={src} poster={poster} muted loop playsInline preload="none" width={width} height={height} className={className} aria-label={label} data-testid="looping-video" />;
}
