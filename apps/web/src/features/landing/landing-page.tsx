import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext } from 'react';
import { FaqTeaser } from './faq-teaser';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ProductLines } from './product-lines';

// The campaign banner and the call-you card read the API through the query
// cache, which arrives once the page is idle (app/deferred-query.tsx): they
// are fetched then. The banner sits under the hero rather than above it, so
// that its late arrival never pushes the first screen down; the card, below
// the fold, gets its space reserved.
const PublicDiscountBanner = lazy(() =>
  import('../../ui/public-discount-banner').then((module) => ({ default: module.PublicDiscountBanner })),
);
const CallYouCard = lazy(() =>
  import('../../ui/call-you-card').then((module) => ({ default: module.CallYouCard })),
);

/** Route 'initial' (spec 2). Kept free of form and dialog code for a light first load. */
export default function LandingPage() {
  const queriesReady = useContext(QueryClientContext) !== undefined;
  const cardSpace = <div className="min-h-80 rounded-card bg-brand-soft" aria-hidden="true" />;
  return (
    <>
      <Hero />
      {queriesReady ? (
        <Suspense fallback={null}>
          <PublicDiscountBanner className="border-b border-brand/20 bg-brand-soft" />
        </Suspense>
      ) : null}
      <ProductLines />
      <HowItWorks />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_minmax(0,24rem)] lg:items-start">
        <FaqTeaser />
        {queriesReady ? (
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
