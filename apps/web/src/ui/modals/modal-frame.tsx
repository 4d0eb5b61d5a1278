import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../scroll-box';

type ModalFrameProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * Full-screen sheet on phones, centred dialog from 640 px. Radix handles the
 * focus trap, Escape and labelling (Dialog.Title / Dialog.Description).
 */
export function ModalFrame({ title, description, children, footer, size = 'md' }: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-[#1a0a14]/60 animate-overlay-in" />
      <Dialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={clsx(
          'fixed inset-0 z-50 flex flex-col bg-white animate-sheet-in focus:outline-none',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[min(90dvh,48rem)] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-2xl',
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4 sm:px-6">
          <div className="flex flex-col gap-1">
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
            ) : null}
          </div>
          <Dialog.Close
            aria-label={t('nav.close')}
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-page"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <ScrollBox className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</ScrollBox>
        {footer ? (
          <div className="flex flex-col-reverse gap-3 border-t border-line px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
      </Dialog.Content>
    </>
  );
}
