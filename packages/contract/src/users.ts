import { isValidSpanishId, normalizeSpanishId, Role } from '@amparo/domain';
import { PaginationQuerySchema, paginated, queryId } from './common.ts';
import { PhoneSchema } from './contact.ts';
import { z } from './zod.ts';

export const RoleSchema = z.enum(Object.values(Role) as [Role, ...Role[]], { error: 'Rol desconocido' });
export const StaffRoleSchema = RoleSchema.refine((role) => role !== 'policyholder', {
  error: 'Los tomadores entran con un código, no se crean como usuarios del back office',
});

export const EmailSchema = z
  .string({ error: 'Indica un correo electrónico' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Indica un correo electrónico' })
  .pipe(
    z
      .email({ error: 'El correo electrónico no es válido' })
      .max(254, { error: 'El correo es demasiado largo' }),
  );

/** Minimum 10 characters: long beats complex (NIST SP 800-63B). */
export const PasswordSchema = z
  .string({ error: 'Indica una contraseña' })
  .min(10, { error: 'La contraseña debe tener al menos 10 caracteres' })
  .max(200, { error: 'La contraseña es demasiado larga' });

export const SpanishIdSchema = z
  .string({ error: 'Escribe tu DNI o NIE' })
  .trim()
  .min(1, { error: 'Escribe tu DNI o NIE' })
  .transform((value) => normalizeSpanishId(value))
  .refine((value) => isValidSpanishId(value), { error: 'El DNI, NIE o CIF no es válido' });

/** The user record as the API returns it (spec 3 user state; never the password hash). */
export const UserSchema = z.object({
  id: z.number().int(),
  role: RoleSchema,
  email: z.string(),
  name: z.string(),
  surname1: z.string().nullable(),
  surname2: z.string().nullable(),
  documentType: z.string().nullable(),
  documentCode: z.string().nullable(),
  phone: z.string().nullable(),
  employee: z.enum(['S', 'N']),
  personType: z.string(),
  distributor_ids: z.array(z.number().int()),
  store_ids: z.array(z.number().int()),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The stored login of spec 3: the user record with its api_token. */
export const LoginResponseSchema = UserSchema.extend({ api_token: z.string(), expires_at: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Indica tu contraseña' }).min(1, { error: 'Indica tu contraseña' }),
  /** The code mailed after a lockout (docs/security.md, Staff). */
  code: z
    .string()
    .regex(/^\d{6}$/, { error: 'El código son 6 cifras' })
    .optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const RememberPasswordRequestSchema = z.object({ email: EmailSchema });
export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Falta el enlace de restablecimiento' })
    .min(20, { error: 'El enlace no es válido' }),
  password: PasswordSchema,
});

export const MessageResponseSchema = z.object({ message: z.string() });

const userFields = {
  email: EmailSchema,
  name: z.string().trim().min(1, { error: 'Indica el nombre' }).max(100),
  surname1: z.string().trim().max(100).nullable().optional(),
  surname2: z.string().trim().max(100).nullable().optional(),
  role: StaffRoleSchema,
  phone: PhoneSchema.nullable().optional(),
  documentCode: SpanishIdSchema.nullable().optional(),
  employee: z.enum(['S', 'N'], { error: 'Usa S o N' }).optional(),
};

export const CreateUserRequestSchema = z.object({ ...userFields, password: PasswordSchema });
export type CreateUserRequest = z.input<typeof CreateUserRequestSchema>;

export const UpdateUserRequestSchema = z
  .object({ ...userFields, password: PasswordSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'No hay nada que cambiar' });
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

export const UserListQuerySchema = PaginationQuerySchema.extend({
  filter: z
    .object({
      role: RoleSchema.optional(),
      search: z.string().trim().max(100).optional(),
      distributor_id: queryId().optional(),
      store_id: queryId().optional(),
    })
    .default({}),
});
export const UserListSchema = paginated(UserSchema);

export const AssignmentParamsSchema = z.object({
  id: queryId(),
  targetId: queryId(),
});

export const UsersCsvRequestSchema = z.object({
  fileBase64: z.string({ error: 'Falta el fichero (fileBase64)' }).min(1, { error: 'El fichero está vacío' }),
  skipInvalid: z.boolean().optional().default(false),
});

export const CsvRowIssueSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CsvRowIssue = z.infer<typeof CsvRowIssueSchema>;

export const UsersCsvResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(CsvRowIssueSchema),
});
export type UsersCsvResponse = z.infer<typeof UsersCsvResponseSchema>;
