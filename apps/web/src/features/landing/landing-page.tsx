import { CallYouCard } from '../../ui/call-you-card';
import { PublicDiscountBanner } from '../../ui/public-discount-banner';
import { FaqTeaser } from './faq-teaser';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ProductLines } from './product-lines';

/** Route 'initial' (spec 2). Kept free of form and dialog code for a light first load. */
export default function LandingPage() {
  return (
    <>
      <PublicDiscountBanner className="border-b border-brand/20 bg-brand-soft" />
      <Hero />
      <ProductLines />
      <HowItWorks />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_minmax(0,24rem)] lg:items-start">
        <FaqTeaser />
        <CallYouCard reason="landing" />
      </div>
    </>
  );
}
