import { useTranslation } from 'react-i18next';
import { QrCodeSvg } from '../../../ui/qr-code';

/**
 * The one-time code as a QR code, black on white and as wide as the screen allows. Drawn the
 * right way round: the customer shows it to a mirror and the server reads the mirrored image.
 */
export function ScreenCodeQr({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <QrCodeSvg value={code} label={t('evaluationCapture.capture.qrLabel', { code })} className={className} />
  );
}
