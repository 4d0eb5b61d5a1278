import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import { openModal } from './modals/modal-bus';
import { Wordmark } from './wordmark';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={t('brand.homeLink')} className="rounded-lg">
          <Wordmark />
        </Link>
        <Button variant="secondary" size="sm" onClick={() => openModal('contact')}>
          <Phone className="size-4" aria-hidden="true" />
          {t('nav.callMe')}
        </Button>
      </div>
    </header>
  );
}
