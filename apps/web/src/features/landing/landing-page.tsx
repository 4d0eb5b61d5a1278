import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { FaqTeaser } from './faq-teaser';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ProductLines } from './product-lines';

// The campaign banner and the call-you card read the API through the query
// cache, which arrives once the page is idle (app/deferred-query.tsx). The
// banner is fetched then; it sits under the hero rather than above it, so that
// its late arrival never pushes the first screen down. The card, at the foot
// of the page, brings the API client and its validation code: it is fetched
// when the visitor scrolls near it, into a space kept for it.
const PublicDiscountBanner = lazy(() =>
  import('../../ui/public-discount-banner').then((module) => ({ default: module.PublicDiscountBanner })),
);
const CallYouCard = lazy(() =>
  import('../../ui/call-you-card').then((module) => ({ default: module.CallYouCard })),
);

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** Route 'initial' (spec 2). Kept free of form and dialog code for a light first load. */
export default function LandingPage() {
  const queriesReady = useContext(QueryClientContext) !== undefined;
  const [cardRef, cardNear] = useNearViewport<HTMLDivElement>();
  const cardSpace = <div ref={cardRef} className="min-h-80 rounded-card bg-brand-soft" aria-hidden="true" />;
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
        {queriesReady && cardNear ? (
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
