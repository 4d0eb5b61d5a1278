import * as Dialog from '@radix-ui/react-dialog';
import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { CallYouCard } from '../call-you-card';
import { closeModal } from './modal-bus';
import { ModalFrame } from './modal-frame';
import type { ModalPropsMap } from './modal-types';

export function SignErrorModal({ onRetry }: ModalPropsMap['sign-error']) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('modals.signError.title')}
      footer={
        onRetry ? (
          <Button
            onClick={() => {
              closeModal();
              onRetry();
            }}
          >
            {t('modals.signError.retry')}
          </Button>
        ) : (
          <Dialog.Close asChild>
            <Button>{t('nav.close')}</Button>
          </Dialog.Close>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <FileWarning className="size-12 text-danger" aria-hidden="true" />
        <p className="text-base text-ink">{t('modals.signError.body')}</p>
        <p className="text-sm text-muted">{t('modals.signError.help')}</p>
        <CallYouCard reason="sign-error" />
      </div>
    </ModalFrame>
  );
}
