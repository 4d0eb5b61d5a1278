import { Camera, CreditCard, FileSignature, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { CallYouCard } from '../../ui/call-you-card';
import { PageSection, PublicPageHeader } from './public-page-header';

const ICONS = [MousePointerClick, CreditCard, Camera, FileSignature];

/** /comofunciona: the four steps (spec 1) and what happens in a claim. */
export default function HowItWorksPage() {
  const { t } = useTranslation();
  const steps = t('publicPages.how.steps', { returnObjects: true });
  const claim = t('publicPages.how.claim.items', { returnObjects: true });
  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.how.eyebrow')}
        title={t('publicPages.how.title')}
        lead={t('publicPages.how.lead')}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={PATHS.purchase}>{t('nav.contract')}</Link>
        </Button>
      </PublicPageHeader>
      <PageSection id="pasos" title={t('publicPages.how.stepsTitle')}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const Icon = ICONS[index] ?? MousePointerClick;
            return (
              <li
                key={step.title}
                className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
              >
                <span className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white">
                    {index + 1}
                  </span>
                  <Icon className="size-6 text-brand" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-bold text-ink">{step.title}</h3>
                <p className="text-base leading-7 text-muted">{step.body}</p>
              </li>
            );
          })}
        </ol>
      </PageSection>
      <PageSection
        id="siniestro"
        title={t('publicPages.how.claim.title')}
        lead={t('publicPages.how.claim.lead')}
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,24rem)] lg:items-start">
          <ol className="flex flex-col gap-4">
            {claim.map((item, index) => (
              <li
                key={item.title}
                className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-strong">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-base font-bold text-ink">{item.title}</h3>
                  <p className="mt-1 text-base leading-7 text-muted">{item.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <CallYouCard reason="como-funciona" />
        </div>
      </PageSection>
    </>
  );
}
