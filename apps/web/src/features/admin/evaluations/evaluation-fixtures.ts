import type { EvaluationDetail, EvaluationQueueItem } from '@amparo/contract';

/** A queue row of a pending check, with overrides. */
export function buildQueueItem(overrides: Partial<EvaluationQueueItem> = {}): EvaluationQueueItem {
  return {
    id: 31,
    policy_id: 7,
    policy_number: 'AMP-2026-000007',
    holder_name: 'Lucía Martín',
    device: 'Apple iPhone 15',
    status: 2,
    attempt: 2,
    source: 'customer',
    findings: ['La misma foto se envió para otra póliza'],
    created_at: '2026-03-02T09:15:00Z',
    checked_at: '2026-03-02T09:16:00Z',
    ...overrides,
  };
}

/** A pending check: front with a dim light and a code from another check, back fine, an IMEI screenshot. */
export function buildEvaluation(overrides: Partial<EvaluationDetail> = {}): EvaluationDetail {
  return {
    ...buildQueueItem(),
    policy_risk_id: 9,
    imei: '356938035643809',
    imei_source: 'ocr',
    frontal: { label: null, comment: null },
    trasera: { label: null, comment: null },
    reasons: ['La foto trasera está borrosa. Sujeta el móvil quieto, espera a que enfoque y repítela.'],
    device_type: 'ios',
    decided_at: null,
    expert_name: null,
    photos: [
      {
        id: 1,
        side: 'front',
        url: '/files/front.jpg?sig=a',
        width: 1200,
        height: 1600,
        checks: {
          side: 'front',
          decoded: true,
          width: 1200,
          height: 1600,
          meanLuminance: 48.2,
          sharpness: 850,
          screenCode: 'other',
          codeRead: 'AMP-OLD-CODE',
          reusedOnOtherPolicy: false,
        },
      },
      {
        id: 2,
        side: 'back',
        url: '/files/back.jpg?sig=b',
        width: 1200,
        height: 1600,
        checks: {
          side: 'back',
          decoded: true,
          width: 1200,
          height: 1600,
          meanLuminance: 130,
          sharpness: 640,
          reusedOnOtherPolicy: true,
        },
      },
    ],
    imei_screenshot_url: '/files/imei.png?sig=c',
    ...overrides,
  };
}
