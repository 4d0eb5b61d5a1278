import { CreateUserRequestSchema, UpdateUserRequestSchema, type User, type z } from '@amparo/contract';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';

/** What the inputs hold: text everywhere, the employee flag as a checkbox. */
export type UserFormValues = {
  email: string;
  name: string;
  surname1: string;
  surname2: string;
  role: string;
  phone: string;
  documentCode: string;
  employee: boolean;
  password: string;
};

export const USER_FORM_FIELDS = [
  'email',
  'name',
  'surname1',
  'surname2',
  'role',
  'phone',
  'documentCode',
  'employee',
  'password',
] as const;

export type CreateUserValues = z.output<typeof CreateUserRequestSchema>;
export type UpdateUserValues = z.output<typeof UpdateUserRequestSchema>;

export function toFormValues(user?: User): UserFormValues {
  return {
    email: user?.email ?? '',
    name: user?.name ?? '',
    surname1: user?.surname1 ?? '',
    surname2: user?.surname2 ?? '',
    role: user?.role ?? '',
    phone: user?.phone ?? '',
    documentCode: user?.documentCode ?? '',
    employee: user?.employee === 'S',
    password: '',
  };
}

// Empty optional inputs mean "none": left out when creating, null when
// editing so a cleared phone is erased. An empty password keeps the old one.
function toCreateInput(values: UserFormValues): unknown {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    email: values.email,
    name: values.name,
    surname1: optional(values.surname1),
    surname2: optional(values.surname2),
    role: values.role || undefined,
    phone: optional(values.phone),
    documentCode: optional(values.documentCode),
    employee: values.employee ? 'S' : 'N',
    password: values.password,
  };
}

function toUpdateInput(values: UserFormValues, user: User): unknown {
  const nullable = (value: string) => (value.trim() ? value : null);
  return {
    email: values.email,
    name: values.name,
    surname1: nullable(values.surname1),
    surname2: nullable(values.surname2),
    // A policyholder keeps its role: the back office cannot create or assign that one.
    ...(values.role && values.role !== user.role ? { role: values.role } : {}),
    phone: nullable(values.phone),
    documentCode: nullable(values.documentCode),
    employee: values.employee ? 'S' : 'N',
    ...(values.password ? { password: values.password } : {}),
  };
}

function preparedResolver<TOut>(schema: z.ZodType<TOut>, prepare: (values: UserFormValues) => unknown) {
  const base = contractResolver<TOut, UserFormValues>(schema);
  const resolver: Resolver<UserFormValues, unknown, TOut> = (values, context, options) =>
    base(prepare(values) as UserFormValues, context, options);
  return resolver;
}

/** Validation is the contract's: the same schema the API parses the request with. */
export const createUserResolver = preparedResolver<CreateUserValues>(CreateUserRequestSchema, toCreateInput);
export const updateUserResolver = (user: User) =>
  preparedResolver<UpdateUserValues>(UpdateUserRequestSchema, (values) => toUpdateInput(values, user));
