import { Action, can, ROLE_NAMES } from '@amparo/domain';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navItemsFor } from '../shell/nav-items';
import { useStaffSession } from '../shell/use-staff-session';
import { ClaimsPanel } from './claims-panel';
import { FiguresPanel } from './figures-panel';

/**
 * /admin: a greeting, the period's figures for roles that read policies (docs/dashboard.md), the claims
 * panel for roles that read claims, and one card per section the role can use.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const sections = navItemsFor(session.role).filter((item) => item.key !== 'dashboard');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('admin.dashboard.greeting', { name: session.name })}
        </h1>
        <p className="mt-2 text-base text-muted">
          {t('admin.dashboard.intro', { role: ROLE_NAMES[session.role].toLowerCase() })}
        </p>
      </div>
      {can(session.role, Action.POLICIES_READ) ? <FiguresPanel /> : null}
      {can(session.role, Action.CLAIMS_READ) ? <ClaimsPanel /> : null}
      {sections.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-base text-muted ring-1 ring-line">
          {t('admin.dashboard.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sections.map(({ key, path, icon: Icon }) => (
            <li key={key}>
              <Link
                to={path}
                className="group flex h-full flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line hover:ring-brand sm:p-6"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-lg font-bold text-ink">{t(`admin.nav.${key}`)}</span>
                <span className="flex-1 text-base text-muted">{t(`admin.dashboard.cards.${key}`)}</span>
                <span className="inline-flex items-center gap-1 font-semibold text-brand-strong">
                  {t('admin.dashboard.open')}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
