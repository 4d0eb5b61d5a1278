import type { CallBackSlot } from '@amparo/domain';

// Props each named modal of spec 2 accepts (the four we do not open are listed, with why, in
// docs/product-decisions.md, "Modals"). Adding a modal here forces the
// registry (modal-registry.tsx) to provide its component, or the build breaks.
type OnConfirm = { onConfirm?: () => void | Promise<void> };

export type ModalPropsMap = {
  contact: { reason?: string };
  'contact-success': { slot: CallBackSlot };
  terms: Record<string, never>;
  privacy: Record<string, never>;
  /** The IPID of the product being booked; without it, the customer picks the product first. */
  'precontractual-info': { productId?: number };
  'sign-error': { onRetry?: () => void };
  'confirm-delete': OnConfirm & { title?: string; description?: string };
  'confirm-cancel-process': OnConfirm;
};

export type ModalName = keyof ModalPropsMap;

export type OpenModal = {
  [K in ModalName]: { name: K; props: ModalPropsMap[K] };
}[ModalName];
