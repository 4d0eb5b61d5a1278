import { useTranslation } from 'react-i18next';

/** A phone's dialer showing *#06# and the IMEI it brings up: what the screenshot should look like. */
export function ImeiIllustration({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 120 200"
      role="img"
      aria-label={t('evaluationCheck.imei.illustration')}
      className={className}
    >
      <rect x="6" y="4" width="108" height="192" rx="18" className="fill-ink" />
      <rect x="12" y="14" width="96" height="172" rx="12" className="fill-white" />
      <rect x="46" y="8" width="28" height="4" rx="2" className="fill-muted" />
      <text x="60" y="42" textAnchor="middle" className="fill-ink" fontSize="16" fontWeight="700">
        *#06#
      </text>
      <rect x="20" y="54" width="80" height="40" rx="6" className="fill-brand-soft" />
      <text x="60" y="68" textAnchor="middle" className="fill-brand-strong" fontSize="9" fontWeight="700">
        IMEI
      </text>
      <text x="60" y="84" textAnchor="middle" className="fill-ink" fontSize="7" fontFamily="monospace">
        35 209900 176148 1
      </text>
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <circle
            key={`${row}-${column}`}
            cx={36 + column * 24}
            cy={112 + row * 20}
            r="7"
            className="fill-line"
          />
        )),
      )}
    </svg>
  );
}
