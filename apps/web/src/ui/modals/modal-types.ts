import type { CallBackSlot } from '@amparo/domain';
// Props each named modal of spec 2 accepts. Adding a modal here forces the
// registry (modal-registry.tsx) to provide its component, or the build breaks.
export type UserEditValues = {
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  phone: string;
};

type OnConfirm = { onConfirm?: () => void | Promise<void> };

export type ModalPropsMap = {
  contact: { reason?: string };
  'contact-success': { slot: CallBackSlot };
  terms: Record<string, never>;
  privacy: Record<string, never>;
  'precontractual-info': Record<string, never>;
  'user-edit': {
    initialValues?: Partial<UserEditValues>;
    onSubmit: (values: UserEditValues) => void | Promise<void>;
  };
  acceptance: { onAccept?: () => void };
  'conditions-acceptance': { onAccept?: () => void };
  'sign-error': { onRetry?: () => void };
  'success-imei': { imei?: string; onContinue?: () => void };
  'confirm-delete': OnConfirm & { title?: string; description?: string };
  'confirm-cancel-process': OnConfirm;
};

export type ModalName = keyof ModalPropsMap;

export type OpenModal = {
  [K in ModalName]: { name: K; props: ModalPropsMap[K] };
}[ModalName];
