import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from './modals/modal-bus';
import { CUSTOMER_AREA_PATH, PUBLIC_NAV_LINKS } from './public-nav-links';
import { Wordmark } from './wordmark';

export function Footer() {
  const { t } = useTranslation();
  const linkClass =
    'rounded text-sm text-white/90 underline-offset-4 hover:text-white hover:underline text-left';
  return (
    <footer className="mt-auto bg-[#2b1020] text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <Wordmark tone="light" />
          <p className="max-w-xs text-sm text-white/80">{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('publicNav.label')}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-1">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(`publicNav.${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={CUSTOMER_AREA_PATH} className={linkClass}>
                {t('publicNav.customerArea')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legalNav')}>
          <ul className="flex flex-col gap-3 sm:items-end">
            <li>
              <button type="button" className={linkClass} onClick={() => openModal('terms')}>
                {t('footer.terms')}
              </button>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={() => openModal('privacy')}>
                {t('footer.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={() => openModal('precontractual-info')}>
                {t('footer.precontractual')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/75">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
