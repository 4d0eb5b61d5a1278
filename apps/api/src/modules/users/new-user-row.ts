import { spanishIdType } from '@amparo/domain';
import type { users } from '../../db/schema/index.ts';
import type { CreateUserInput } from './create-user.ts';

/**
 * The row of a new back-office user, from the form or a CSV row: the document
 * type follows from the document code, and a user is not a bank employee
 * unless said (spec 3, employee 'N').
 */
export function newUserRow(
  input: Omit<CreateUserInput, 'password'>,
  passwordHash: string | null,
): typeof users.$inferInsert {
  return {
    role: input.role,
    email: input.email,
    password_hash: passwordHash,
    name: input.name,
    surname1: input.surname1 ?? null,
    surname2: input.surname2 ?? null,
    phone: input.phone ?? null,
    document_code: input.documentCode ?? null,
    document_type: input.documentCode ? spanishIdType(input.documentCode) : null,
    employee: input.employee ?? 'N',
  };
}
