import { isWithinCallBackHours } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { ModalFrame } from './modal-frame';

export function ContactSuccessModal() {
  const { t } = useTranslation();
  // Out of hours (the domain's call-back hours, spec 9) neither the title nor the
  // text promises minutes: they say when to expect the call.
  const isOpenNow = isWithinCallBackHours(new Date());
  return (
    <ModalFrame
      title={isOpenNow ? t('modals.contactSuccess.titleOpen') : t('modals.contactSuccess.titleClosed')}
      size="sm"
      footer={
        <Dialog.Close asChild>
          <Button fullWidth>{t('modals.contactSuccess.action')}</Button>
        </Dialog.Close>
      }
    >
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <CircleCheck className="size-14 text-success" aria-hidden="true" />
        <p className="text-base text-ink">
          {isOpenNow ? t('modals.contactSuccess.bodyOpen') : t('modals.contactSuccess.bodyClosed')}
        </p>
      </div>
    </ModalFrame>
  );
}
