import type { CustomerHome, Notification } from '@amparo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationCard } from './notification-card';

/** Home-level notices plus each policy's, once each (the API may list a notice in both). */
export function collectNotifications(home: CustomerHome): Notification[] {
  const byId = new Map<string, Notification>();
  for (const notice of [...home.notifications, ...home.policies.flatMap((policy) => policy.notifications)]) {
    if (!byId.has(notice.id)) byId.set(notice.id, notice);
  }
  return [...byId.values()];
}

export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (notifications.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {t('customer.home.notificationsTitle')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationCard notification={notification} />
          </li>
        ))}
      </ul>
    </section>
  );
}
