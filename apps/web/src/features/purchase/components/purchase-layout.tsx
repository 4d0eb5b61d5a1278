import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { CallYouCard } from '../../../ui/call-you-card';
import { usePurchaseFlow } from '../hooks/purchase-flow';
import { previousStep } from '../model/steps';
import { CoverageStep } from './coverage/coverage-step';
import { DeviceStep } from './device/device-step';
import { HolderStep } from './holder-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review/review-step';
import { StepProgress } from './step-progress';

const STEP_COMPONENTS = {
  device: DeviceStep,
  coverage: CoverageStep,
  holder: HolderStep,
  payment: PaymentStep,
  review: ReviewStep,
} as const;

export function PurchaseLayout() {
  const { t } = useTranslation();
  const { step, goTo } = usePurchaseFlow();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const back = previousStep(step);
  const StepComponent = STEP_COMPONENTS[step];

  // A new step is a new screen: move focus to its title and to the top, so
  // screen readers announce it and phones do not open halfway down.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-col gap-5">
        {back ? (
          <button
            type="button"
            onClick={() => goTo(back)}
            className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 font-semibold text-brand hover:underline"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('purchase.back', { step: t(`purchase.steps.${back}`) })}
          </button>
        ) : (
          <Link
            to={PATHS.home}
            className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 font-semibold text-brand hover:underline"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('nav.goHome')}
          </Link>
        )}
        <StepProgress current={step} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="paso-titulo"
          className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-8"
        >
          <h1
            id="paso-titulo"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold text-ink outline-none sm:text-3xl"
          >
            {t(`purchase.titles.${step}`)}
          </h1>
          <p className="mt-2 text-base text-muted">{t(`purchase.leads.${step}`)}</p>
          <div className="mt-6">
            <StepComponent />
          </div>
        </section>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24" aria-label={t('purchase.summary.title')}>
          <OrderSummary />
          <CallYouCard reason="contratacion" className="hidden lg:block" />
        </aside>
      </div>
    </div>
  );
}
