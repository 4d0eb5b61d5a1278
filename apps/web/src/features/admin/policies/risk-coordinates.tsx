import { Action, can } from '@amparo/domain';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../../api/public-settings';
import { formatDateTime } from '../../../ui/format';
import { useStaffSession } from '../shell/use-staff-session';
import { openStreetMapUrl, useRiskCoordinates } from './policy-admin-api';

// Leaflet loads only when a policy has a located check to show.
const PointsMap = lazy(() => import('../../../ui/map/points-map'));

/**
 * Where the phone was at its latest checks (GET .../mobile-terminals/{riskId}/coordinates):
 * a small map, and the same as text with an OpenStreetMap link, which stays when the tiles
 * cannot load; only for staff who review phone checks.
 */
export function RiskCoordinates({ policyId, riskId }: { policyId: number; riskId: number }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const allowed = can(role, Action.EVALUATIONS_READ);
  const coordinates = useRiskCoordinates(policyId, riskId, allowed);
  const settings = usePublicSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (!allowed || !coordinates.data) return null;
  const k = 'admin.policyAdmin.coordinates';
  const points = coordinates.data.data.map((point) => ({
    id: point.evaluation_id,
    lat: point.latitude,
    lng: point.longitude,
    label: t(`${k}.checkedAt`, { date: formatDateTime(point.checked_at) }),
  }));
  const tileUrl = settings.data?.map_tile_url;
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
      {points.length > 0 && tileUrl && !tilesFailed ? (
        <Suspense fallback={null}>
          <PointsMap
            points={points}
            tileUrl={tileUrl}
            attribution={settings.data?.map_tile_attribution ?? ''}
            label={t(`${k}.mapLabel`)}
            onTilesFailed={() => setTilesFailed(true)}
            focusZoom={14}
            className="mt-3 h-56"
          />
        </Suspense>
      ) : null}
    </div>
  );
}
