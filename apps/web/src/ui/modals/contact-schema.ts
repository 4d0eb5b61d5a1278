import { isValidSpanishPhone, normalizePhone } from '@amparo/domain';
import { z } from 'zod';

export type ContactErrorKey = 'nameRequired' | 'nameTooLong' | 'phoneRequired' | 'phoneInvalid';

// The call centre dials national numbers: an optional 34 / 0034 prefix is
// accepted (validity is the domain's rule) and dropped before sending.
export function toNationalPhone(input: string): string {
  const digits = normalizePhone(input);
  return digits.replace(/^(0034|34)(?=\d{9}$)/, '');
}

/** Messages come in already translated so the schema stays free of i18n. */
export function createContactSchema(message: (key: ContactErrorKey) => string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, { error: message('nameRequired') })
      .max(80, { error: message('nameTooLong') }),
    phone: z
      .string()
      .trim()
      .min(1, { error: message('phoneRequired') })
      .refine(isValidSpanishPhone, { error: message('phoneInvalid') })
      .transform(toNationalPhone),
    preferred_time: z.enum(['morning', 'afternoon', 'any']),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof createContactSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof createContactSchema>>;
