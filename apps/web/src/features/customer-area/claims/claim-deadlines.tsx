import type { ClaimDetail } from '@amparo/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { formatDate } from '../../../ui/format';

type Deadline = NonNullable<ClaimDetail['deadlines']['minimum_payment']>;

const TONES: Record<Deadline['state'], BadgeTone> = { ok: 'success', near: 'warning', late: 'danger' };

function Step({
  title,
  deadline,
  children,
}: {
  title: string;
  deadline: Deadline | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-ink">{title}</h3>
        {deadline ? (
          <Badge tone={TONES[deadline.state]}>{t(`claims.deadlines.state.${deadline.state}`)}</Badge>
        ) : null}
      </div>
      <div className="text-sm text-ink">{children}</div>
    </div>
  );
}

/** How the report deadline reads: done (on time or not), days left, the last day, or over. */
function ReportText({ report }: { report: Deadline }) {
  const { t } = useTranslation();
  const due = formatDate(report.due);
  let text: string;
  if (report.days_left === null)
    text = report.state === 'late' ? t('claims.deadlines.reportDoneLate') : t('claims.deadlines.reportDone');
  else if (report.days_left < 0) text = t('claims.deadlines.reportLate', { date: due });
  else if (report.days_left === 0)
    text = `${t('claims.deadlines.reportDue', { date: due })} ${t('claims.deadlines.reportToday')}`;
  else
    text = `${t('claims.deadlines.reportDue', { date: due })} ${t('claims.deadlines.reportLeft', { count: report.days_left })}`;
  return <p className="font-semibold">{text}</p>;
}

/** The law's deadlines (Ley 50/1980, arts. 16 and 18) and the desk's own target, in plain Spanish. */
export function ClaimDeadlines({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { report, minimum_payment: payment, target } = claim.deadlines;
  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('claims.deadlines.title')}
      </h2>
      <Step title={t('claims.deadlines.report')} deadline={report}>
        <p>{t('claims.deadlines.reportRule')}</p>
        <ReportText report={report} />
      </Step>
      <Step title={t('claims.deadlines.payment')} deadline={payment}>
        <p>{t('claims.deadlines.paymentRule')}</p>
        <p className="font-semibold">
          {!payment
            ? t('claims.deadlines.paymentDraft')
            : payment.days_left === null
              ? t('claims.deadlines.paymentDone')
              : t('claims.deadlines.paymentDue', { date: formatDate(payment.due) })}
        </p>
      </Step>
      {target && target.days_left !== null ? (
        <Step title={t('claims.deadlines.target')} deadline={null}>
          <p>{t('claims.deadlines.targetDue', { date: formatDate(target.due) })}</p>
        </Step>
      ) : null}
      <p className="text-xs text-muted">{t('claims.deadlines.law')}</p>
    </Card>
  );
}
