import { useTranslation } from 'react-i18next';

// Simple drawings of the two mirror photos, in the brand colours (currentColor is the brand).

function Mirror({ x, children }: { x: number; children?: React.ReactNode }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <rect
        x="0"
        y="6"
        width="92"
        height="128"
        rx="10"
        className="fill-info-soft stroke-line"
        strokeWidth="3"
      />
      <path d="M12 22 L30 10 M12 40 L48 14" className="stroke-white" strokeWidth="4" strokeLinecap="round" />
      {children}
    </g>
  );
}

/** A phone seen from the front, its screen on with a code. */
function PhoneFront({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect width="40" height="76" rx="7" className="fill-ink" />
      <rect x="3" y="6" width="34" height="64" rx="3" className="fill-white" />
      <g className="fill-ink">
        <rect x="8" y="20" width="9" height="9" />
        <rect x="23" y="20" width="9" height="9" />
        <rect x="8" y="35" width="9" height="9" />
        <rect x="20" y="33" width="4" height="4" />
        <rect x="26" y="38" width="6" height="6" />
        <rect x="19" y="41" width="4" height="4" />
      </g>
      <rect x="9" y="52" width="22" height="4" rx="2" className="fill-brand" />
    </g>
  );
}

/** A phone seen from the back, with its cameras. */
function PhoneBack({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect width="40" height="76" rx="7" className="fill-brand" />
      <rect x="4" y="4" width="18" height="24" rx="5" className="fill-brand-strong" />
      <circle cx="13" cy="11" r="4" className="fill-ink stroke-white" strokeWidth="1.5" />
      <circle cx="13" cy="21" r="4" className="fill-ink stroke-white" strokeWidth="1.5" />
    </g>
  );
}

const SVG_CLASS = 'mx-auto h-auto w-full max-w-xs';

/** Both photos: the screen, then the back, each reflected in the mirror. */
export function OverviewIllustration() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 220 140"
      role="img"
      aria-label={t('evaluationCapture.illustration.overview')}
      className={SVG_CLASS}
    >
      <Mirror x={10}>
        <PhoneFront x={26} y={30} />
      </Mirror>
      <text x="110" y="76" textAnchor="middle" className="fill-muted text-[18px] font-bold">
        →
      </text>
      <Mirror x={118}>
        <PhoneBack x={26} y={30} />
      </Mirror>
    </svg>
  );
}

/** The front photo: the customer faces the mirror, the screen shows the code. */
export function FrontIllustration() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 220 140"
      role="img"
      aria-label={t('evaluationCapture.illustration.front')}
      className={SVG_CLASS}
    >
      <Mirror x={118}>
        <PhoneFront x={30} y={36} scale={0.8} />
      </Mirror>
      {/* The person, seen from behind, holding the phone up to the mirror. */}
      <circle cx="50" cy="40" r="16" className="fill-ink" />
      <path d="M22 134 C22 86 78 86 78 134 Z" className="fill-ink" />
      <path d="M70 100 L92 70" className="stroke-ink" strokeWidth="9" strokeLinecap="round" />
      <PhoneBack x={86} y={46} scale={0.42} />
      <path d="M106 64 l8 0" className="stroke-brand" strokeWidth="3" strokeDasharray="2 3" />
    </svg>
  );
}

/** The back photo: the rear camera, the back of the phone facing the mirror. */
export function BackIllustration() {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 220 140"
      role="img"
      aria-label={t('evaluationCapture.illustration.back')}
      className={SVG_CLASS}
    >
      <Mirror x={118}>
        <PhoneBack x={30} y={36} scale={0.8} />
      </Mirror>
      <circle cx="50" cy="40" r="16" className="fill-ink" />
      <path d="M22 134 C22 86 78 86 78 134 Z" className="fill-ink" />
      <path d="M70 100 L92 70" className="stroke-ink" strokeWidth="9" strokeLinecap="round" />
      <PhoneFront x={86} y={46} scale={0.42} />
      <path d="M106 64 l8 0" className="stroke-brand" strokeWidth="3" strokeDasharray="2 3" />
    </svg>
  );
}
