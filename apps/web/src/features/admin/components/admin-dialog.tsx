import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { ModalFrame } from '../../../ui/modals/modal-frame';

type AdminDialogProps = ComponentProps<typeof ModalFrame> & { onClose: () => void };

/**
 * A back-office dialog owned by its page (forms with local state), drawn with
 * the same frame as the event-driven modals: sheet on phones, centred on desktop.
 */
export function AdminDialog({ onClose, ...frame }: AdminDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <ModalFrame {...frame} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
