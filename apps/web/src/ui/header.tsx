import { Menu, Phone, UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from './button';
import { openModal } from './modals/modal-bus';
import { CUSTOMER_AREA_PATH, PUBLIC_NAV_LINKS } from './public-nav-links';
import { Wordmark } from './wordmark';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive
    ? 'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-brand-strong underline decoration-2 underline-offset-8'
    : 'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:text-brand-strong';

export function Header() {
  const { t } = useTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" aria-label={t('brand.homeLink')} className="rounded-lg">
          <Wordmark />
        </Link>
        <nav aria-label={t('publicNav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(`publicNav.short.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => openModal('contact')}
          >
            <Phone className="size-4" aria-hidden="true" />
            {t('nav.callMe')}
          </Button>
          {/* From 640 px (a phone's bar has no room: the menu has it first); an icon alone
              below 768 px and while the section links share the bar (1280 to 1535 px). */}
          <Link
            to={CUSTOMER_AREA_PATH}
            aria-label={t('publicNav.customerArea')}
            title={t('publicNav.customerArea')}
            className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink hover:bg-page hover:text-brand-strong sm:flex sm:px-0 md:px-3 xl:px-0 2xl:px-3"
          >
            <UserRound className="size-5" aria-hidden="true" />
            <span className="hidden md:inline xl:hidden 2xl:inline">{t('publicNav.customerArea')}</span>
          </Link>
          <span className="hidden sm:block">
            <Button asChild size="sm">
              <Link to="/contratacion">{t('publicNav.contract')}</Link>
            </Button>
          </span>
          <button
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-page xl:hidden"
          >
            {isMenuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{t('publicNav.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('publicNav.label')}
        hidden={!isMenuOpen}
        className="border-t border-line bg-white xl:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2 sm:px-6">
          <li className="border-b border-line sm:hidden">
            <NavLink
              to={CUSTOMER_AREA_PATH}
              onClick={() => setMenuOpen(false)}
              className="flex min-h-12 items-center gap-2 text-base font-semibold text-ink"
            >
              <UserRound className="size-5 text-brand" aria-hidden="true" />
              {t('publicNav.customerArea')}
            </NavLink>
          </li>
          {PUBLIC_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setMenuOpen(false)}
                className="flex min-h-12 items-center text-base font-semibold text-ink"
              >
                {t(`publicNav.${link.key}`)}
              </NavLink>
            </li>
          ))}
          <li className="py-3 sm:hidden">
            <Button asChild fullWidth>
              <Link to="/contratacion" onClick={() => setMenuOpen(false)}>
                {t('publicNav.contract')}
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
