import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerAccessPath } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

/**
 * Neither the mail's link nor a policyholder's login in this browser (a link opened in another
 * browser than the mail's, a bookmark): a calm way in, back to `returnTo` after the code.
 */
export function NoSigningAccess({
  returnTo,
  textKey,
}: {
  returnTo: string;
  textKey: 'signing.noAccess' | 'signature.noAccess';
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={MailOpen}
      title={t(`${textKey}.title`)}
      body={<p>{t(`${textKey}.body`)}</p>}
      callYouReason="firma"
      actions={
        <Button asChild size="lg">
          <Link to={customerAccessPath(returnTo)}>{t(`${textKey}.action`)}</Link>
        </Button>
      }
    />
  );
}
