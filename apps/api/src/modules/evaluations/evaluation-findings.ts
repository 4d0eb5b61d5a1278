import { type PhotoDoubt, type PhotoVerdict, problemMessage } from '@amparo/domain';
import type { EvaluationPhotoResult } from '../../services/photo-checks/check-evaluation-photos.ts';

const SIDE: Record<'front' | 'back', string> = { front: 'La foto frontal', back: 'La foto trasera' };

const DOUBT: Record<Exclude<PhotoDoubt, 'reused'>, string> = {
  dim: 'tiene poca luz: decide si se ve bien el móvil',
  bright: 'tiene mucha luz o reflejos: decide si se ve bien el móvil',
  soft: 'está algo borrosa: decide si se aprecia el estado del móvil',
  other_code: 'muestra un código de pantalla que no es el de esta peritación: puede ser una foto antigua',
  not_measured: 'no se ha podido medir del todo',
};

/**
 * What the expert reads about a check (evaluations.findings, never shown to
 * the customer), in Spanish: the IMEI finding, each photo that looks like one
 * sent for another policy, each doubt and problem of the automatic checks,
 * and why a clean pair still waits when automatic validation is off.
 */
export function evaluationFindings(result: EvaluationPhotoResult, autoValidate: boolean): string[] {
  const { verdict } = result;
  const findings = [...verdict.expertFindings];
  const reused = new Set(
    result.reused.map(
      (r) =>
        `${SIDE[r.side]} se parece a una foto enviada para otra póliza (póliza ${r.policyId}, peritación ${r.evaluationId}).`,
    ),
  );
  findings.push(...reused);
  if (verdict.outcome !== 'Pending') return findings;
  for (const grade of verdict.grades) {
    for (const doubt of grade.doubts)
      if (doubt !== 'reused') findings.push(`${SIDE[grade.side]} ${DOUBT[doubt]}.`);
    for (const problem of grade.problems) findings.push(problemMessage(grade.side, problem));
  }
  if (findings.length === 0 && !autoValidate && cleanPair(verdict)) {
    findings.push('Las fotos han pasado las comprobaciones; la validación automática está desactivada.');
  }
  return findings;
}

const cleanPair = (verdict: PhotoVerdict) =>
  verdict.grades.length === 2 &&
  verdict.grades.every((g) => g.problems.length === 0 && g.doubts.length === 0);
