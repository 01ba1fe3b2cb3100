/**
 * The last kind of input on this page, as `data-input` on <html> ("keyboard" or "pointer"): the question heading
 * shows its focus ring only to keyboard users (a touch user saw a box around every new question, since Chrome
 * counts a focus moved by script without a tap before it as visible).
 */
export const trackInputModality = (root: { dataset: Record<string, string | undefined> }, target: EventTarget) => {
  const set = (kind: 'keyboard' | 'pointer') => () => {
    if (root.dataset.input !== kind) root.dataset.input = kind;
  };
  const onKey = set('keyboard');
  const onPointer = set('pointer');
  target.addEventListener('keydown', onKey, { capture: true });
  target.addEventListener('pointerdown', onPointer, { capture: true });
  return () => {
    target.removeEventListener('keydown', onKey, { capture: true });
    target.removeEventListener('pointerdown', onPointer, { capture: true });
  };
};
