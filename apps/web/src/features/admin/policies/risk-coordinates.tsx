import { Action, can } from '@amparo/domain';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { useStaffSession } from '../shell/use-staff-session';
import { openStreetMapUrl, useRiskCoordinates } from './policy-admin-api';

/**
 * Where the phone was at its latest checks (GET .../mobile-terminals/{riskId}/coordinates),
 * as text with an OpenStreetMap link; only for staff who review phone checks.
 */
export function RiskCoordinates({ policyId, riskId }: { policyId: number; riskId: number }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const allowed = can(role, Action.EVALUATIONS_READ);
  const coordinates = useRiskCoordinates(policyId, riskId, allowed);
  if (!allowed || !coordinates.data) return null;
  const k = 'admin.policyAdmin.coordinates';
  return (
    <div className="mt-3 rounded-lg bg-page p-3">
      <p className="text-sm font-semibold text-ink">{t(`${k}.title`)}</p>
      {coordinates.data.data.length === 0 ? (
        <p className="text-sm text-muted">{t(`${k}.none`)}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {coordinates.data.data.map((point) => (
            <li key={point.evaluation_id} className="flex flex-wrap items-center gap-x-2">
              <MapPin className="size-4 text-muted" aria-hidden="true" />
              <span className="tabular-nums">
                {t(`${k}.point`, { lat: point.latitude.toFixed(5), lon: point.longitude.toFixed(5) })}
              </span>
              {point.accuracy_m !== null ? (
                <span className="text-muted">{t(`${k}.accuracy`, { meters: point.accuracy_m })}</span>
              ) : null}
              <span className="text-muted">
                {t(`${k}.checkedAt`, { date: formatDateTime(point.checked_at) })}
              </span>
              <a
                href={openStreetMapUrl(point.latitude, point.longitude)}
                target="_blank"
                rel="noreferrer noopener"
                className="font-semibold text-brand-strong hover:underline"
              >
                {t(`${k}.map`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
