import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the element is on screen now (any part of it inside the window), as the browser's IntersectionObserver
 * reports it: null until it first reports (and where there is none), false while the element is off screen or not
 * displayed. */
export function useInView<T extends Element>(): [ref: (element: T | null) => void, inView: boolean | null] {
  const [inView, setInView] = useState<boolean | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(null);
      return;
    }
    observer.current = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
