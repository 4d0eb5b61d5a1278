import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The dark modules of a QR code as one SVG path, in module units, with a quiet zone of 4. */
export function qrCodePath(value: string): { size: number; d: string } {
  // 'M' recovers from some glare on the mirror; the code is short, so the modules stay large.
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: count + quiet * 2, d: parts.join('') };
}

/**
 * The one-time code as a QR code, black on white and as wide as the screen allows. Drawn the
 * right way round: the customer shows it to a mirror and the server reads the mirrored image.
 */
export function ScreenCodeQr({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const { size, d } = useMemo(() => qrCodePath(code), [code]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t('evaluationCapture.capture.qrLabel', { code })}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
