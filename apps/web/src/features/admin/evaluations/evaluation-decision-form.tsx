import {
  type EvaluationDecision,
  EvaluationDecisionSchema,
  type EvaluationDetail,
  type EvaluationLabel,
} from '@amparo/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { ChoiceGroup } from '../../../ui/choice-group';
import { Field } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { Section } from '../shared/section';
import { DecisionConfirmDialog } from './decision-confirm-dialog';
import { DECISION_SIDES, type DecisionSide, LABELS } from './decision-labels';
import { useDecideEvaluation } from './evaluations-api';

type DecisionValues = {
  frontal_label: EvaluationLabel | null;
  trasera_label: EvaluationLabel | null;
  frontal_comment: string;
  trasera_comment: string;
};

const EMPTY: DecisionValues = {
  frontal_label: null,
  trasera_label: null,
  frontal_comment: '',
  trasera_comment: '',
};

/** A validated side sends no comment (its box is hidden); a blank one is "not given". */
function toRequest(values: DecisionValues) {
  const comment = (side: DecisionSide) => {
    const text = values[`${side}_comment`];
    return values[`${side}_label`] === 'Validated' || text.trim() === '' ? undefined : text;
  };
  return {
    frontal_label: values.frontal_label ?? undefined,
    trasera_label: values.trasera_label ?? undefined,
    frontal_comment: comment('frontal'),
    trasera_comment: comment('trasera'),
  };
}

type Props = {
  evaluation: Pick<EvaluationDetail, 'id' | 'policy_id'>;
  /** Someone else decided first (409): the page reloads the check, which then shows their decision. */
  onConflict: () => void;
};

/** The expert labels each side; a refusal or breakage needs the comment the customer will read. */
export function EvaluationDecisionForm({ evaluation, onConflict }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<EvaluationDecision | null>(null);
  const decide = useDecideEvaluation(evaluation);
  const form = useForm<DecisionValues, unknown, EvaluationDecision>({
    defaultValues: EMPTY,
    resolver: contractResolver(EvaluationDecisionSchema, toRequest),
  });
  const labels = form.watch(['frontal_label', 'trasera_label']);
  const errors = form.formState.errors;

  const send = () => {
    if (!pending || decide.isPending) return;
    decide.mutate(pending, {
      onSuccess: () => {
        toast.success(t('admin.evaluations.decision.sent'));
        navigate(ADMIN_PATHS.evaluations);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return;
        setPending(null);
        toast.error(t('admin.evaluations.decision.conflict'));
        onConflict();
      },
    });
  };

  return (
    <Section title={t('admin.evaluations.decision.title')} hint={t('admin.evaluations.decision.description')}>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit((decision) => {
          decide.reset();
          setPending(decision);
        })}
      >
        {DECISION_SIDES.map((side, index) => {
          const sideName = t(`admin.evaluations.decision.side.${side}`);
          const label = labels[index];
          const labelError = errors[`${side}_label`]
            ? t('admin.evaluations.decision.labelRequired')
            : undefined;
          return (
            <fieldset key={side} className="flex flex-col gap-3">
              <legend className="mb-2 text-base font-bold text-ink">{sideName}</legend>
              <Controller
                control={form.control}
                name={`${side}_label`}
                render={({ field }) => (
                  <ChoiceGroup
                    label={t('admin.evaluations.decision.labelOf', { side: sideName.toLowerCase() })}
                    value={field.value}
                    onValueChange={field.onChange}
                    className="gap-2"
                    itemClassName="px-4 py-3"
                    isInvalid={Boolean(labelError)}
                    options={LABELS.map((value) => ({
                      value,
                      content: (
                        <span className="flex flex-wrap items-baseline gap-x-2">
                          <span className="font-bold text-ink">{t(`admin.evaluations.labels.${value}`)}</span>
                          <span className="text-sm text-muted">
                            {t(`admin.evaluations.decision.labelHints.${value}`)}
                          </span>
                        </span>
                      ),
                    }))}
                  />
                )}
              />
              {labelError ? <p className="text-sm font-medium text-danger">{labelError}</p> : null}
              {label && label !== 'Validated' ? (
                <Field
                  label={t('admin.evaluations.decision.comment', { side: sideName.toLowerCase() })}
                  hint={errors[`${side}_comment`] ? undefined : t('admin.evaluations.decision.commentHint')}
                  error={errors[`${side}_comment`]?.message}
                >
                  {(aria) => (
                    <Textarea {...aria} rows={3} maxLength={2000} {...form.register(`${side}_comment`)} />
                  )}
                </Field>
              ) : null}
            </fieldset>
          );
        })}
        <Button type="submit" className="self-start">
          {t('admin.evaluations.decision.submit')}
        </Button>
      </form>
      {pending ? (
        <DecisionConfirmDialog
          decision={pending}
          isSending={decide.isPending}
          error={decide.isError ? decide.error : null}
          onConfirm={send}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Section>
  );
}
