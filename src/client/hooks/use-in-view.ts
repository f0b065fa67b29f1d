import { useCallback, useState } from 'react';

/**
 * Becomes true the first time the element comes near the viewport and stays true, so entrance animations
 * play once and lazy sections load once. Without IntersectionObserver the content is shown at once.
 */
export function useInViewOnce<T extends Element>({
  rootMargin = '0px',
  threshold = 0,
}: { rootMargin?: string; threshold?: number } = {}) {
  const [inView, setInView] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || inView) return;
      if (typeof IntersectionObserver === 'undefined') {
        setInView(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { rootMargin, threshold },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [inView, rootMargin, threshold],
  );
  return [ref, inView] as const;
}
