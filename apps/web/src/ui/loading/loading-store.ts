// A counter rather than a boolean: overlapping tasks keep the overlay up until
// the last one finishes.
type Listener = (isLoading: boolean) => void;

let pending = 0;
/** What the overlay says while up, when a task says more than 'Cargando…'. */
let label: string | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(pending > 0);
}

export const loading = {
  show(text?: string) {
    pending += 1;
    if (text) label = text;
    emit();
  },
  hide() {
    pending = Math.max(0, pending - 1);
    if (pending === 0) label = null;
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

/** The label of the task that named one ('Te llevamos a la pasarela de pago…'), or null. */
export function loadingLabel(): string | null {
  return label;
}

export function subscribeToLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
