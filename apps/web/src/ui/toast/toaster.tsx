import { TOAST_DURATION_MS } from '@amparo/domain';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getToasts, subscribeToToasts, toast } from './toast-store';

/** Bottom-right toasts, 3000 ms by default (spec 2, spec 9). */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t('toast.region')}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.duration}
          type={item.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(item.id);
          }}
          className={clsx(
            'flex w-full items-start gap-3 rounded-xl bg-white p-4 text-ink shadow-lg ring-1 animate-toast-in',
            item.kind === 'error' ? 'ring-danger/40' : 'ring-success/40',
          )}
        >
          {item.kind === 'error' ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          )}
          <ToastPrimitive.Description className="flex-1 text-sm font-medium">
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="-m-1 rounded-full p-1 text-muted hover:bg-page"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('toast.viewport')}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
