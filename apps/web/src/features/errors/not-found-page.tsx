import { Home, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={SearchX}
      eyebrow={t('errorPages.notFound.code')}
      title={t('errorPages.notFound.title')}
      body={<p>{t('errorPages.notFound.body')}</p>}
      actions={
        <Button asChild>
          <Link to="/">
            <Home className="size-4" aria-hidden="true" />
            {t('errorPages.notFound.action')}
          </Link>
        </Button>
      }
    />
  );
}
