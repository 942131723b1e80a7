import { useRef, type PointerEvent } from 'react';

/**
 * Pointer-driven swipe-to-dismiss (Chakra's toast has none): dragging the element along `direction` moves
 * it with the pointer; letting go past `threshold` px calls onDismiss, anything less springs it back.
 * Drags that start on a button or link are left to them. Mouse, pen and touch alike (pointer capture keeps
 * the drag when the pointer leaves the element; touch-action pan-y on the element leaves vertical scrolling
 * to the browser).
 */
export function useSwipeDismiss({
  direction,
  threshold,
  onDismiss,
}: {
  direction: 'right' | 'left';
  threshold: number;
  onDismiss(): void;
}) {
  const drag = useRef<{ pointer: number; startX: number; offset: number } | null>(null);
  const sign = direction === 'right' ? 1 : -1;
  const settle = (el: HTMLElement) => {
    drag.current = null;
    el.style.transform = '';
  };
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0 || (e.target as Element).closest('button, a')) return;
      drag.current = { pointer: e.pointerId, startX: e.clientX, offset: 0 };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      d.offset = Math.max(0, (e.clientX - d.startX) * sign);
      e.currentTarget.style.transform = d.offset ? `translateX(${d.offset * sign}px)` : '';
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      drag.current = null;
      // Past the threshold it leaves from where it was dropped; otherwise it springs back.
      if (d.offset > threshold) onDismiss();
      else settle(e.currentTarget);
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      if (drag.current?.pointer === e.pointerId) settle(e.currentTarget);
    },
  };
}
