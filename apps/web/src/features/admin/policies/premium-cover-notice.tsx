import type { PolicyDetail } from '@amparo/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { formatDate } from '../../../ui/format';

/**
 * Says on the policy page when an unpaid later receipt has suspended cover or extinguished the
 * contract (LCS art. 15), with the dates staff give a customer who calls; nothing while covered.
 */
export function PremiumCoverNotice({ cover }: { cover: PolicyDetail['premium_cover'] }) {
  const { t } = useTranslation();
  if (cover.state === 'suspended' && cover.resumesOn)
    return (
      <Alert tone="info">
        {t('admin.policy.premiumResuming', {
          due: formatDate(cover.dueOn),
          since: formatDate(cover.since),
          resumes: formatDate(cover.resumesOn),
        })}
      </Alert>
    );
  if (cover.state === 'suspended')
    return (
      <Alert>
        {t('admin.policy.premiumSuspended', {
          since: formatDate(cover.since),
          due: formatDate(cover.dueOn),
          extinguished: formatDate(cover.extinguishedOn),
        })}
      </Alert>
    );
  if (cover.state === 'extinguished')
    return (
      <Alert>
        {t('admin.policy.premiumExtinguished', { on: formatDate(cover.on), due: formatDate(cover.dueOn) })}
      </Alert>
    );
  return null;
}
