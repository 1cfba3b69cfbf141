import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the element is on screen now (any part of it inside the window), as the browser's IntersectionObserver
 * reports it; false before the element mounts, while it is not displayed, and where there is no observer. */
export function useInView<T extends Element>(): [ref: (element: T | null) => void, inView: boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(false);
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
