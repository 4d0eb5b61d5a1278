import type { Role } from '@amparo/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { navItemsFor } from './nav-items';

/** The sections a role can use; the current one is marked with aria-current. */
export function AdminNav({ staffRole, onNavigate }: { staffRole: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.shell.nav')}>
      <ul className="flex flex-col gap-1">
        {navItemsFor(staffRole).map(({ key, path, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={path}
              end={path === PATHS.admin}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-base font-semibold',
                  isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-page',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {t(`admin.nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
