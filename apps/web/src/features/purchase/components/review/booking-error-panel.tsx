import { CircleAlert, Headset, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { openModal } from '../../../../ui/modals/modal-bus';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import { stepOfField } from '../../model/server-errors';

type BookingErrorPanelProps = {
  message: string | null;
  fieldErrors: Record<string, string>;
  onRetry: () => void;
  isRetrying: boolean;
};

/** Spec 8 booking failure: 'Error en el alta', Reintentar and 'Ayuda de un agente'; nothing typed is lost. */
export function BookingErrorPanel({ message, fieldErrors, onRetry, isRetrying }: BookingErrorPanelProps) {
  const { t } = useTranslation();
  const { goTo } = usePurchaseFlow();
  const entries = Object.entries(fieldErrors);
  return (
    <section
      role="alert"
      aria-labelledby="error-alta"
      className="rounded-2xl bg-danger-soft p-5 ring-1 ring-danger/30 ring-inset"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id="error-alta" className="text-lg font-bold text-danger">
            {t('purchase.bookingError.title')}
          </h2>
          <p className="text-base text-ink">{t('purchase.bookingError.body')}</p>
          {message ? <p className="text-sm font-semibold text-ink">{message}</p> : null}
        </div>
      </div>
      {entries.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2 pl-9">
          {entries.map(([key, text]) => (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink">
              <span>
                <span className="font-semibold">{t(`purchase.steps.${stepOfField(key)}`)}:</span> {text}
              </span>
              {stepOfField(key) !== 'review' ? (
                <Button variant="secondary" size="sm" onClick={() => goTo(stepOfField(key))}>
                  {t('purchase.bookingError.fix')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 pl-0 sm:flex-row sm:pl-9">
        <Button onClick={onRetry} isLoading={isRetrying}>
          {isRetrying ? null : <RotateCcw className="size-5" aria-hidden="true" />}
          {t('nav.retry')}
        </Button>
        <Button variant="secondary" onClick={() => openModal('contact', { reason: 'contratacion' })}>
          <Headset className="size-5" aria-hidden="true" />
          {t('purchase.bookingError.agent')}
        </Button>
      </div>
    </section>
  );
}
