import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../auth/session-store';
import { PATHS, safeReturnPath } from '../../../navigation/paths';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

type Step = { name: 'email' } | { name: 'code'; email: string };

/**
 * /area-cliente/acceso: email, then the one-time code (spec 6: policyholders have no password).
 * `?volver=<path>` brings the customer back to the page that asked them to log in (a receipt to pay).
 */
export default function AccessPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('volver'));
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState('');
  if (session?.role === 'policyholder') return <Navigate to={returnTo ?? PATHS.customerArea} replace />;
  const stepNumber = step.name === 'email' ? 1 : 2;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <section className="rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
          <ShieldCheck className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-sm font-semibold text-muted uppercase">
          {t('customer.access.stepOf', { step: stepNumber })}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink">
          {step.name === 'email' ? t('customer.access.title') : t('customer.access.codeTitle')}
        </h1>
        {step.name === 'email' ? (
          <p className="mt-2 text-base text-muted">{t('customer.access.description')}</p>
        ) : null}
        <div className="mt-6">
          {step.name === 'email' ? (
            <EmailStep
              defaultEmail={lastEmail}
              onSent={(email) => {
                setLastEmail(email);
                setStep({ name: 'code', email });
              }}
            />
          ) : (
            <CodeStep
              email={step.email}
              onChangeEmail={() => setStep({ name: 'email' })}
              returnTo={returnTo}
            />
          )}
        </div>
      </section>
    </div>
  );
}
