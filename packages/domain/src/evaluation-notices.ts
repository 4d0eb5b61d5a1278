import { EvaluationStatus } from './enums.ts';
import type {
  NotificationLink,
  NotificationPolicy,
  NotificationRisk,
  PolicyNotification,
} from './notifications.ts';

// The customer area's notices about one phone's check (spec 4 "Notifications", rules 1 and 2), and
// what an expert's later decision makes of it: the customer is not on the check's pages when the
// expert decides, so the outcome waits for them here.

/**
 * One phone's check notice, from its status and the labels of its latest decided check
 * (`risk.evaluation_outcome`; a breakage is stored as Rejected with the Breakage label,
 * docs/phone-check.md):
 * - undefined and `evaluation_active`: 'Peritación sin hacer', 'Peritar ahora' (rule 1);
 * - pending (photos sent, waiting for the automatic check or an expert): 'Peritación en revisión',
 *   no button: there is nothing to do but wait;
 * - rejected with the Breakage label: 'Hemos visto daños en tu móvil', a button to the breakage
 *   page (what happens next, the service line and 'Te llamamos');
 * - rejected otherwise: 'Peritación rechazada', 'Peritar ahora' (rule 2, needs no evaluation_active).
 */
export function phoneCheckNotices(
  policy: Pick<NotificationPolicy, 'id' | 'evaluation_active'>,
  risk: Pick<NotificationRisk, 'id' | 'evaluation_outcome'>,
  device: string,
  status: number | null | undefined,
): PolicyNotification[] {
  const key = `${policy.id}-${risk.id}`;
  const params = { policy_id: String(policy.id), risk_id: String(risk.id) };
  const retake: NotificationLink = { name: 'evaluation', params };
  if (policy.evaluation_active && status === EvaluationStatus.UNDEFINED) {
    return [
      {
        id: `evaluation-pending-${key}`,
        title: 'Peritación sin hacer',
        caption: 'Comprueba el estado de tu dispositivo para activar la cobertura.',
        btnText: 'Peritar ahora',
        icon: 'camera',
        device,
        link: retake,
      },
    ];
  }
  if (status === EvaluationStatus.PENDING) {
    return [
      {
        id: `evaluation-review-${key}`,
        title: 'Peritación en revisión',
        caption: 'Estamos revisando las fotos de tu móvil. Te avisaremos en cuanto terminemos.',
        btnText: null,
        icon: 'hourglass',
        device,
      },
    ];
  }
  if (status === EvaluationStatus.REJECTED && risk.evaluation_outcome === 'Breakage') {
    return [
      {
        id: `evaluation-breakage-${key}`,
        title: 'Hemos visto daños en tu móvil',
        caption:
          'En las fotos vemos daños, así que no podemos activar la cobertura tal como está. Habla con nosotros y lo revisamos contigo.',
        btnText: 'Hablar con nosotros',
        icon: 'alert',
        device,
        link: { name: 'evaluation-breakage', params },
      },
    ];
  }
  if (status === EvaluationStatus.REJECTED) {
    return [
      {
        id: `evaluation-rejected-${key}`,
        title: 'Peritación rechazada',
        caption: 'No hemos podido validar las fotos de tu dispositivo. Vuelve a hacer la peritación.',
        btnText: 'Peritar ahora',
        icon: 'camera-off',
        device,
        link: retake,
      },
    ];
  }
  return [];
}
