import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import type { Session } from '../../../auth/session-store';
import { Wordmark } from '../../../ui/wordmark';
import { AdminNav } from './admin-nav';
import { MobileMenu } from './mobile-menu';
import { RequireStaff } from './require-staff';
import { UserPanel } from './user-panel';

function AdminShell({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="min-h-dvh bg-page lg:flex">
      <a
        href="#contenido-admin"
        className="sr-only z-50 rounded-full bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand" aria-hidden="true" />
      ) : null}
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-line bg-white px-4 lg:hidden">
        <Wordmark />
        <MobileMenu session={session} />
      </header>
      <aside className="hidden w-64 shrink-0 border-r border-line bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-8 p-4">
          <div className="flex items-center gap-2 px-2 pt-2">
            <Wordmark />
          </div>
          <div className="flex-1 overflow-y-auto">
            <AdminNav staffRole={session.role} />
          </div>
          <UserPanel session={session} />
        </div>
      </aside>
      <main id="contenido-admin" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
          <Outlet context={session} />
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** /admin: the authenticated shell around every back-office page. */
export default function AdminLayout() {
  return <RequireStaff>{(session) => <AdminShell session={session} />}</RequireStaff>;
}
