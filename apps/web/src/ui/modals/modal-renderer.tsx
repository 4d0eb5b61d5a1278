import * as Dialog from '@radix-ui/react-dialog';
import { closeModal } from './modal-bus';
import { renderModal } from './modal-registry';
import type { OpenModal } from './modal-types';

export default function ModalRenderer({ modal }: { modal: OpenModal }) {
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) closeModal();
      }}
    >
      {/* key: a new modal replacing another gets fresh form state and focus. */}
      <Dialog.Portal key={modal.name}>{renderModal(modal)}</Dialog.Portal>
    </Dialog.Root>
  );
}
