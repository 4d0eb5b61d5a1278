import { Clock, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { openModal } from './modals/modal-bus';

// Placeholder customer-service line until the real number is confirmed.
const SUPPORT_PHONE_DIGITS = '900000000';

export function formatSpanishPhone(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/** Spec 2 and 9: service line, its timetable and a 'Te llamamos' button. */
export function CallYouCard({ reason, className }: { reason?: string; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = formatSpanishPhone(SUPPORT_PHONE_DIGITS);
  return (
    <Card as="section" tone="soft" className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {t('callYou.title')}
      </h2>
      <p className="mt-1 text-muted">{t('callYou.description')}</p>
      <div className="mt-4 flex flex-col gap-1">
        <span className="text-sm font-semibold text-muted">{t('callYou.phoneLabel')}</span>
        <a
          href={`tel:+34${SUPPORT_PHONE_DIGITS}`}
          aria-label={t('callYou.phoneAria', { phone })}
          className="inline-flex w-fit items-center gap-2 rounded-lg text-2xl font-extrabold text-brand-strong hover:underline"
        >
          <Phone className="size-6" aria-hidden="true" />
          {phone}
        </a>
        <span className="inline-flex items-center gap-2 text-sm text-ink">
          <Clock className="size-4 text-muted" aria-hidden="true" />
          {t('callYou.timetable')}
        </span>
      </div>
      <p className="mt-4 text-sm text-muted">{t('callYou.orLeaveNumber')}</p>
      <Button className="mt-3" fullWidth onClick={() => openModal('contact', reason ? { reason } : {})}>
        {t('callYou.button')}
      </Button>
    </Card>
  );
}
