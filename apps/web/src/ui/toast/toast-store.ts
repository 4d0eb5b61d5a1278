import { TOAST_DURATION_MS } from '@amparo/domain';
import { i18n } from '../../i18n';

export type ToastKind = 'success' | 'error';
export type ToastItem = { id: number; kind: ToastKind; message: string; duration: number };

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function push(kind: ToastKind, message: string | undefined, duration = TOAST_DURATION_MS) {
  // Spec 8's defaults ('Action failed' / 'Action was successful') are shown in
  // Spanish: 'La acción ha fallado' / 'La acción se ha realizado correctamente'.
  const fallback = kind === 'error' ? i18n.t('toast.defaultError') : i18n.t('toast.defaultSuccess');
  const item: ToastItem = { id: nextId++, kind, message: message || fallback, duration };
  emit([...toasts, item]);
  return item.id;
}

/** Usable from anywhere (event handlers, query callbacks, plain modules). */
export const toast = {
  success: (message?: string, duration?: number) => push('success', message, duration),
  error: (message?: string, duration?: number) => push('error', message, duration),
  dismiss: (id: number) => emit(toasts.filter((item) => item.id !== id)),
};

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
