import {
  AFTERNOON_FROM,
  type CallBackPromise,
  type CallBackSlot,
  callBackHolidays,
  callBackPromise,
  parseHolidayList,
} from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../api/public-settings';
import { Button } from '../button';
import { ModalFrame } from './modal-frame';

export function ContactSuccessModal({ slot }: { slot: CallBackSlot }) {
  const { t } = useTranslation();
  // Minutes are promised only while open and inside the slot picked (the domain's call-back hours,
  // spec 9); otherwise the title and the text say when to expect the call.
  const now = new Date();
  const settings = usePublicSettings();
  const regional = parseHolidayList(settings.data?.call_back_regional_holidays ?? '') ?? [];
  const text = promiseText(callBackPromise(now, slot, callBackHolidays(now, regional)), t);
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

function promiseText(promise: CallBackPromise, t: TFunction): { title: string; body: string } {
  switch (promise.kind) {
    case 'minutes':
      return { title: t('modals.contactSuccess.titleOpen'), body: t('modals.contactSuccess.bodyOpen') };
    case 'this-afternoon':
      return {
        title: t('modals.contactSuccess.titleAfternoon'),
        body: t('modals.contactSuccess.bodyAfternoon', { from: AFTERNOON_FROM, until: promise.until }),
      };
    case 'tomorrow-morning':
      return {
        title: t('modals.contactSuccess.titleTomorrow'),
        body: t('modals.contactSuccess.bodyTomorrow', { from: promise.from }),
      };
    case 'when-open':
      return { title: t('modals.contactSuccess.titleClosed'), body: t('modals.contactSuccess.bodyClosed') };
  }
}
