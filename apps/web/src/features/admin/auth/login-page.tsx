import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { useReturnPath } from './use-return-path';

export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const returnPath = useReturnPath();
  // Already in (or just logged in): go where the guard sent them from.
  if (session && session.role !== 'policyholder') return <Navigate to={returnPath} replace />;
  return (
    <AuthCard title={t('admin.login.title')} description={t('admin.login.description')}>
      <LoginForm />
      <p className="mt-8 border-t border-line pt-5 text-center text-sm">
        <Link
          to={PATHS.customerAccess}
          className="rounded text-muted underline underline-offset-4 hover:text-ink"
        >
          {t('admin.login.customerLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
