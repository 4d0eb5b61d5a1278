import { ROLE_NAMES } from '@amparo/domain';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { useLogout } from './use-logout';

export function fullName(user: Pick<Session, 'name' | 'surname1' | 'surname2'>): string {
  return [user.name, user.surname1, user.surname2].filter(Boolean).join(' ');
}

/** Who is signed in, with which role, and the way out. */
export function UserPanel({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { logout, isLoggingOut } = useLogout(PATHS.adminLogin);
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="min-w-0">
        <p className="sr-only">{t('admin.shell.signedInAs')}</p>
        <p className="truncate font-bold text-ink">{fullName(session)}</p>
        <p className="truncate text-sm text-muted">{ROLE_NAMES[session.role]}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={logout} isLoading={isLoggingOut}>
        {!isLoggingOut ? <LogOut className="size-4" aria-hidden="true" /> : null}
        {isLoggingOut ? t('admin.shell.loggingOut') : t('admin.shell.logout')}
      </Button>
    </div>
  );
}
