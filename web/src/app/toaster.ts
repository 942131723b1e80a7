export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  type?: ToastKind;
}

// The store (toast-store.ts) comes with the first toast: pages that never toast never load it, nor the
// viewport's code (ToasterHost).
const loadStore = () => import('./toast-store.ts');
let shown: Promise<void> = Promise.resolve();
let toasted = false;
const waiting = new Set<() => void>();

/** Shows one toast, replacing whatever toast is visible. Toasts keep their order while the store loads. */
export function notify({ title, description, type = 'info' }: ToastInput): void {
  if (!toasted) {
    toasted = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  shown = shown
    .then(loadStore)
    .then(({ toaster }) => {
      toaster.remove();
      toaster.create({ title, description, type, closable: true });
    })
    .catch((err: unknown) => console.error('toast failed', err));
}

/** Calls `listener` once something is toasted, at once if something already was; returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (toasted) listener();
  else waiting.add(listener);
  return () => waiting.delete(listener);
}
