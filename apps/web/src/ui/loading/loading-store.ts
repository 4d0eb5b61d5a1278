// A counter rather than a boolean: overlapping tasks keep the overlay up until
// the last one finishes.
type Listener = (isLoading: boolean) => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(pending > 0);
}

export const loading = {
  show() {
    pending += 1;
    emit();
  },
  hide() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  /** Shows the overlay for the life of a promise. */
  async during<T>(task: Promise<T>): Promise<T> {
    loading.show();
    try {
      return await task;
    } finally {
      loading.hide();
    }
  },
};

export function isLoading(): boolean {
  return pending > 0;
}

export function subscribeToLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
