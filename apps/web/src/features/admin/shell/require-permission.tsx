import { type Action, can, ROLE_NAMES } from '@amparo/domain';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { useStaffSession } from './use-staff-session';

export function ForbiddenNotice() {
  const { t } = useTranslation();
  const session = useStaffSession();
  return (
    <section className="mx-auto max-w-xl rounded-card bg-white p-6 text-center shadow-card ring-1 ring-line sm:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
        <ShieldOff className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-ink">{t('admin.forbidden.title')}</h1>
      <p className="mt-3 text-base text-muted">
        {t('admin.forbidden.body', { role: ROLE_NAMES[session.role] })}
      </p>
      <Button asChild className="mt-6">
        <Link to={PATHS.admin}>{t('admin.forbidden.back')}</Link>
      </Button>
    </section>
  );
}

/** A page a role cannot use shows 'No tienes permiso' instead of failing calls. */
export function RequirePermission({ action, children }: { action: Action; children: ReactNode }) {
  const session = useStaffSession();
  return can(session.role, action) ? children : <ForbiddenNotice />;
}
