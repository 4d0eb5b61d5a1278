import { nationalSpanishPhone } from '@amparo/domain';
import { Clock, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/public-settings';
import { Button } from './button';
import { Card } from './card';
import { openModal } from './modals/modal-bus';

// Shown until the settings arrive (or if they cannot be read); the real line is the
// 'customer_service_phone' setting, editable in the back office.
const DEFAULT_PHONE_DIGITS = '900000000';

export function formatSpanishPhone(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/** Spec 2 and 9: service line, its timetable and a 'Te llamamos' button. */
export function CallYouCard({ reason, className }: { reason?: string; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = usePublicSettings();
  // The setting may be saved with its prefix ('+34 900 000 000'): keep the 9 national digits.
  const digits = nationalSpanishPhone(settings.data?.customer_service_phone ?? '') || DEFAULT_PHONE_DIGITS;
  const phone = formatSpanishPhone(digits);
  return (
    <Card as="section" tone="soft" className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {t('callYou.title')}
      </h2>
      <p className="mt-1 text-muted">{t('callYou.description')}</p>
      <div className="mt-4 flex flex-col gap-1">
        <span className="text-sm font-semibold text-muted">{t('callYou.phoneLabel')}</span>
        <a
          href={`tel:+34${digits}`}
          aria-label={t('callYou.phoneAria', { phone })}
          className="inline-flex w-fit items-center gap-2 rounded-lg text-2xl font-extrabold text-brand-strong hover:underline"
        >
          <Phone className="size-6" aria-hidden="true" />
          {phone}
        </a>
        <span className="inline-flex items-center gap-2 text-sm text-ink">
          <Clock className="size-4 text-muted" aria-hidden="true" />
          {settings.data?.customer_service_hours ?? t('callYou.timetable')}
        </span>
      </div>
      <p className="mt-4 text-sm text-muted">{t('callYou.orLeaveNumber')}</p>
      <Button className="mt-3" fullWidth onClick={() => openModal('contact', reason ? { reason } : {})}>
        {t('callYou.button')}
      </Button>
    </Card>
  );
}
