import type { EvaluationDetail } from '@amparo/contract';
import { PHOTO_RETRIES } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { Facts, Section } from '../shared/section';
import { ZoomableImage } from '../shared/zoomable-image';

const DEVICE_TYPES = ['desktop', 'android', 'ios', 'other'] as const;
const deviceTypeOf = (value: string | null) => DEVICE_TYPES.find((type) => type === value) ?? null;

/** Why the machine left it to a person (TAC mismatch, reused photo, doubts): the expert's eyes only. */
export function FindingsSection({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.evaluations.detail.findings')} hint={t('admin.evaluations.detail.findingsHint')}>
      {evaluation.findings.length > 0 ? (
        <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-ink marker:text-warning">
          {evaluation.findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      ) : (
        <p className="text-base text-muted">{t('admin.evaluations.detail.noFindings')}</p>
      )}
      {evaluation.reasons.length > 0 ? (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="font-bold text-ink">{t('admin.evaluations.detail.reasons')}</h3>
          <p className="text-sm text-muted">{t('admin.evaluations.detail.reasonsHint')}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-base text-ink">
            {evaluation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export function ImeiSection({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation();
  const screenshot =
    evaluation.imei_screenshot_url ?? evaluation.photos.find((photo) => photo.side === 'imei')?.url ?? null;
  const source = evaluation.imei_source;
  // Typed by staff: the customer's last screenshot, if any, is not where this IMEI came from.
  const staff = source === 'staff';
  return (
    <Section title={t('admin.evaluations.detail.imei')}>
      <p className="font-mono text-xl font-semibold tracking-wider text-ink tabular-nums">
        {evaluation.imei ?? t('admin.evaluations.detail.noImei')}
      </p>
      {source ? (
        <p className={staff ? 'mt-1 text-sm font-semibold text-ink' : 'mt-1 text-sm text-muted'}>
          {t(`admin.evaluations.detail.imeiSources.${source}`)}
        </p>
      ) : null}
      {screenshot ? (
        <div className="mt-4 max-w-52">
          <ZoomableImage
            src={screenshot}
            name={t(
              staff ? 'admin.evaluations.detail.staffScreenshot' : 'admin.evaluations.detail.imeiScreenshot',
            )}
            className="aspect-[9/16]"
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('admin.evaluations.detail.noScreenshot')}</p>
      )}
    </Section>
  );
}

export function FactsSection({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation();
  const deviceType = deviceTypeOf(evaluation.device_type);
  return (
    <Section title={t('admin.evaluations.detail.facts')}>
      <Facts
        items={[
          [t('admin.evaluations.detail.holder'), evaluation.holder_name],
          [t('admin.evaluations.detail.device'), evaluation.device],
          [
            t('admin.evaluations.detail.attempt'),
            t('admin.evaluations.detail.attemptOf', { attempt: evaluation.attempt, max: PHOTO_RETRIES }),
          ],
          [t('admin.evaluations.detail.source'), t(`admin.evaluations.detail.sources.${evaluation.source}`)],
          [t('admin.evaluations.detail.received'), formatDateTime(evaluation.created_at)],
          [
            t('admin.evaluations.detail.checked'),
            evaluation.checked_at ? formatDateTime(evaluation.checked_at) : t('admin.evaluations.notChecked'),
          ],
          [
            t('admin.evaluations.detail.deviceType'),
            deviceType ? t(`admin.evaluations.detail.deviceTypes.${deviceType}`) : null,
          ],
        ]}
      />
    </Section>
  );
}
