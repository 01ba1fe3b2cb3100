import { useEffect, useRef } from 'react';

/**
 * When `step` changes (not on the first render), scrolls to the top and moves focus to the new step's heading, the
 * element marked `data-step-focus` inside the returned container; `keepFocus` leaves focus where the step put it.
 */
export const useStepFocus = (step: string, keepFocus = false) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    if (keepFocus) return;
    containerRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus({ preventScroll: true });
  }, [step, keepFocus]);
  return containerRef;
};
