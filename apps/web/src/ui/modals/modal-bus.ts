import type { ModalName, ModalPropsMap, OpenModal } from './modal-types';

// Modals are opened by events (spec 2): any code, inside React or not, calls
// openModal(); <ModalHost/> is the only subscriber and renders the dialog.
// One modal at a time: opening another replaces the current one.
type Listener = (modal: OpenModal | null) => void;

let current: OpenModal | null = null;
const listeners = new Set<Listener>();

function emit(next: OpenModal | null) {
  current = next;
  for (const listener of listeners) listener(current);
}

type OptionalIfEmpty<K extends ModalName> =
  Record<string, never> extends ModalPropsMap[K] ? [props?: ModalPropsMap[K]] : [props: ModalPropsMap[K]];

export function openModal<K extends ModalName>(name: K, ...[props]: OptionalIfEmpty<K>): void {
  emit({ name, props: props ?? {} } as OpenModal);
}

export function closeModal(): void {
  if (current !== null) emit(null);
}

export function getOpenModal(): OpenModal | null {
  return current;
}

export function subscribeToModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
