import type { Notification } from '@amparo/contract';
import {
  AlertTriangle,
  BellRing,
  Camera,
  CameraOff,
  FileWarning,
  Hourglass,
  type LucideIcon,
  PenLine,
  Receipt,
  ShieldOff,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { followNotificationTarget, toNotificationTarget } from '../../../navigation/notification-targets';
import { useAppNavigate } from '../../../navigation/use-app-navigate';
import { Button } from '../../../ui/button';

// Icon names chosen by @amparo/domain's notification rules.
const ICONS: Record<string, LucideIcon> = {
  camera: Camera,
  'camera-off': CameraOff,
  signature: PenLine,
  receipt: Receipt,
  'file-alert': FileWarning,
  'shield-off': ShieldOff,
  hourglass: Hourglass,
  alert: AlertTriangle,
};

/** One notice of spec 4: title, caption, device, and a button only when btnText is set. */
export function NotificationCard({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const Icon = ICONS[notification.icon] ?? BellRing;
  const target = toNotificationTarget(notification.link);
  return (
    <article
      aria-labelledby={`aviso-${notification.id}`}
      className="flex h-full flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={`aviso-${notification.id}`} className="text-lg font-bold text-ink">
            {notification.title}
          </h3>
          <p className="text-sm font-semibold text-muted">{notification.device}</p>
        </div>
      </div>
      <p className="flex-1 text-base text-ink">{notification.caption}</p>
      {notification.btnText ? (
        <Button
          className="self-start"
          disabled={!target}
          title={target ? undefined : t('errors.generic')}
          onClick={() => {
            if (target) followNotificationTarget(target, (path) => navigate(path));
          }}
        >
          {notification.btnText}
        </Button>
      ) : null}
    </article>
  );
}
