import { CallYouRequestSchema, type z } from '@amparo/contract';

// The form validates with the contract's own schema (Spanish messages, phone
// kept as 9 national digits): what the form accepts is what the API accepts.
export const ContactFormSchema = CallYouRequestSchema.pick({ name: true, phone: true, preferred_slot: true });

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormValues = z.output<typeof ContactFormSchema>;
