import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/http';
import { Button } from '../button';
import { toast } from '../toast/toast-store';
import { closeModal } from './modal-bus';
import { ModalFrame } from './modal-frame';
import type { ModalPropsMap } from './modal-types';

type ConfirmModalProps = {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  isDestructive?: boolean;
  onConfirm?: (() => void | Promise<void>) | undefined;
};

function ConfirmModal({
  title,
  body,
  confirmLabel,
  cancelLabel,
  isDestructive,
  onConfirm,
}: ConfirmModalProps) {
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm?.();
      closeModal();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <ModalFrame
      title={title}
      description={body}
      size="sm"
      footer={
        <>
          <Dialog.Close asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </Dialog.Close>
          <Button variant={isDestructive ? 'danger' : 'primary'} isLoading={isBusy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export function ConfirmDeleteModal({ title, description, onConfirm }: ModalPropsMap['confirm-delete']) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      title={title ?? t('modals.confirmDelete.title')}
      body={description ?? t('modals.confirmDelete.body')}
      confirmLabel={t('modals.confirmDelete.confirm')}
      cancelLabel={t('nav.cancel')}
      isDestructive
      onConfirm={onConfirm}
    />
  );
}

export function ConfirmCancelProcessModal({ onConfirm }: ModalPropsMap['confirm-cancel-process']) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      title={t('modals.confirmCancelProcess.title')}
      body={t('modals.confirmCancelProcess.body')}
      confirmLabel={t('modals.confirmCancelProcess.confirm')}
      cancelLabel={t('modals.confirmCancelProcess.stay')}
      isDestructive
      onConfirm={onConfirm}
    />
  );
}
