import { Check, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { openModal } from '../../ui/modals/modal-bus';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { t } = useTranslation();
  const highlights = t('landing.hero.highlights', { returnObjects: true });
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand to-brand-strong text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">
            {t('landing.hero.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-8 text-white/95">{t('landing.hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="inverse" size="lg">
              <Link to={PATHS.purchase}>{t('landing.hero.secondary')}</Link>
            </Button>
            <Button
              variant="ghost"
              size="lg"
              className="text-white ring-1 ring-white/70 ring-inset hover:bg-white/10"
              onClick={() => openModal('contact', { reason: 'landing' })}
            >
              <Phone className="size-5" aria-hidden="true" />
              {t('landing.hero.primary')}
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            {highlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-2 text-sm font-medium">
                <Check className="size-4" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
