import { type CallBackSlot, callBackPromise } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { ModalFrame } from './modal-frame';

export function ContactSuccessModal({ slot }: { slot: CallBackSlot }) {
  const { t } = useTranslation();
  // Minutes are promised only while open and inside the slot picked (the domain's call-back hours,
  // spec 9); otherwise the title and the text say when to expect the call.
  const promise = callBackPromise(new Date(), slot);
  const text = {
    minutes: { title: t('modals.contactSuccess.titleOpen'), body: t('modals.contactSuccess.bodyOpen') },
    'this-afternoon': {
      title: t('modals.contactSuccess.titleAfternoon'),
      body: t('modals.contactSuccess.bodyAfternoon', { until: 'until' in promise ? promise.until : 19 }),
    },
    'tomorrow-morning': {
      title: t('modals.contactSuccess.titleTomorrow'),
      body: t('modals.contactSuccess.bodyTomorrow', { from: 'from' in promise ? promise.from : 9 }),
    },
    'when-open': {
      title: t('modals.contactSuccess.titleClosed'),
      body: t('modals.contactSuccess.bodyClosed'),
    },
  }[promise.kind];
  return (
    <ModalFrame
      title={text.title}
      size="sm"
      footer={
        <Dialog.Close asChild>
          <Button fullWidth>{t('modals.contactSuccess.action')}</Button>
        </Dialog.Close>
      }
    >
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <CircleCheck className="size-14 text-success" aria-hidden="true" />
        <p className="text-base text-ink">{text.body}</p>
      </div>
    </ModalFrame>
  );
}
