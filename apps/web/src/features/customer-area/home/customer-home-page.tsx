import type { CustomerHome } from '@amparo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { clearSession } from '../../../auth/session-store';
import { PATHS, payReceiptPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CallYouCard } from '../../../ui/call-you-card';
import { InstallAppCard } from '../../../ui/pwa/install-app-card';
import { Spinner } from '../../../ui/spinner';
import { logoutCustomer, useCustomerHome } from '../customer-api';
import { RequirePolicyholder } from '../require-policyholder';
import { ContactDetailsForm } from './contact-details-form';
import { collectNotifications, NotificationList } from './notification-list';
import { PolicyCard } from './policy-card';

function useCustomerLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logout = async () => {
    setIsLoggingOut(true);
    await logoutCustomer().catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate(PATHS.customerAccess, { replace: true });
  };
  return { logout, isLoggingOut };
}

function EmptyPolicies() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_minmax(0,22rem)]">
      <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
          <FileText className="size-6" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-ink">{t('customer.home.emptyTitle')}</h3>
        <p className="mt-2 text-base leading-7 text-muted">{t('customer.home.emptyBody')}</p>
      </div>
      <CallYouCard reason="area-cliente-sin-polizas" />
    </div>
  );
}

function HomeContent({ home }: { home: CustomerHome }) {
  const { t } = useTranslation();
  return (
    <>
      <NotificationList notifications={collectNotifications(home)} />
      <section aria-labelledby="mis-polizas" className="flex flex-col gap-3">
        <h2 id="mis-polizas" className="text-xl font-bold text-ink">
          {t('customer.home.policiesTitle')}
        </h2>
        {home.policies.length === 0 ? (
          <EmptyPolicies />
        ) : (
          home.policies.map((policy) => <PolicyCard key={policy.id} policy={policy} />)
        )}
      </section>
      {/* Spec 1's app, as the installable web app: offered on a phone that can install it. */}
      <InstallAppCard />
      <ContactDetailsForm email={home.user.email} phone={home.user.phone} />
    </>
  );
}

function CustomerHomeView({ name }: { name: string }) {
  const { t } = useTranslation();
  const home = useCustomerHome();
  const { logout, isLoggingOut } = useCustomerLogout();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
            {t('customer.home.greeting', { name: home.data?.user.name ?? name })}
          </h1>
          <p className="mt-1 text-base text-muted">{t('customer.home.intro')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={logout} isLoading={isLoggingOut}>
          {!isLoggingOut ? <LogOut className="size-4" aria-hidden="true" /> : null}
          {t('customer.home.logout')}
        </Button>
      </div>
      {home.isPending ? (
        <div className="flex justify-center py-16" role="status">
          <Spinner />
          <span className="sr-only">{t('loading.label')}</span>
        </div>
      ) : home.isError ? (
        <Alert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>
              {t('customer.home.loadError')} {home.error.message}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void home.refetch()}>
              {t('customer.home.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <HomeContent home={home.data} />
      )}
    </div>
  );
}

/**
 * A mail's link to one receipt (`?policy_id=&payment_id=`, e.g. a returned direct debit's
 * 'Indicar otra cuenta', `cuenta=nueva`) opens that receipt's payment page once logged in.
 */
function receiptDeepLink(search: URLSearchParams): string | null {
  const policyId = search.get('policy_id');
  const paymentId = search.get('payment_id');
  if (!policyId || !paymentId) return null;
  const path = payReceiptPath(policyId, paymentId, { policyNumber: search.get('policy') });
  return search.get('cuenta') === 'nueva' ? `${path}${path.includes('?') ? '&' : '?'}cuenta=nueva` : path;
}

/** /area-cliente */
export default function CustomerHomePage() {
  const [search] = useSearchParams();
  const deepLink = receiptDeepLink(search);
  return (
    <RequirePolicyholder>
      {(session) =>
        deepLink ? <Navigate to={deepLink} replace /> : <CustomerHomeView name={session.name} />
      }
    </RequirePolicyholder>
  );
}
