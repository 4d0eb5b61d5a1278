import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ForbiddenNotice } from '../shell/require-permission';

/** A list that failed to load: the server's message and a retry; a 403 shows the permission page. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403) return <ForbiddenNotice />;
  return (
    <Alert>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span>{errorMessage(error)}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('nav.retry')}
        </Button>
      </div>
    </Alert>
  );
}
