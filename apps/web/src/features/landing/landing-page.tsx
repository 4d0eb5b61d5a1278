import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../hooks/use-after-load';
import { PublicDiscountBanner } from '../../ui/public-discount-banner';
import { FaqTeaser } from './faq-teaser';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ProductLines } from './product-lines';

// The call-you card reads the service line through the API client (and its
// validation code): it sits below the fold, so it arrives once the page is
// idle, in a space reserved for it.
const CallYouCard = lazy(() =>
  import('../../ui/call-you-card').then((module) => ({ default: module.CallYouCard })),
);

/** Route 'initial' (spec 2). Kept free of form and dialog code for a light first load. */
export default function LandingPage() {
  const afterLoad = useAfterLoad();
  const cardSpace = <div className="min-h-80 rounded-card bg-brand-soft" aria-hidden="true" />;
  return (
    <>
      <PublicDiscountBanner className="border-b border-brand/20 bg-brand-soft" />
      <Hero />
      <ProductLines />
      <HowItWorks />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_minmax(0,24rem)] lg:items-start">
        <FaqTeaser />
        {afterLoad ? (
          <Suspense fallback={cardSpace}>
            <CallYouCard reason="landing" />
          </Suspense>
        ) : (
          cardSpace
        )}
      </div>
    </>
  );
}
