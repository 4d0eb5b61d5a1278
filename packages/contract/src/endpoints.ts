import { AuditListQuerySchema, AuditListSchema, MailListQuerySchema, MailListSchema } from './audit.ts';
import { CancelPolicyRequestSchema, CancelPolicyResultSchema } from './cancellation.ts';
import {
  CardChargeOutcomeSchema,
  CardNotificationBodySchema,
  CardNotificationResultSchema,
  CardPaymentFormSchema,
  PaymentAccessQuerySchema,
  PolicyPaymentMethodParamsSchema,
  PolicyPaymentMethodSchema,
  PolicyPaymentParamsSchema,
  UpdatePolicyPaymentMethodRequestSchema,
} from './card-payments.ts';
import {
  DiscountInputSchema,
  DiscountListQuerySchema,
  DiscountListSchema,
  DiscountPatchSchema,
  DiscountSchema,
  DiscountValidationQuerySchema,
  DiscountValidationSchema,
  GenericItemInputSchema,
  GenericItemListQuerySchema,
  GenericItemListSchema,
  GenericItemSchema,
  ProductCategoryInputSchema,
  ProductCategoryListSchema,
  ProductCategorySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductTypeListQuerySchema,
  ProductTypeListSchema,
  ProductTypeSchema,
  UpdateProductRequestSchema,
} from './catalog.ts';
import {
  ClaimDetailSchema,
  ClaimDocumentParamsSchema,
  ClaimListSchema,
  ClaimRiskParamsSchema,
  CreateClaimRequestSchema,
  PolicyClaimListQuerySchema,
  PolicyClaimListSchema,
  UpdateClaimDraftRequestSchema,
  UploadClaimDocumentRequestSchema,
} from './claims.ts';
import {
  AddClaimCommentRequestSchema,
  AssignRepairCenterRequestSchema,
  ChangeClaimStatusRequestSchema,
  ClaimsDashboardSchema,
  RepairCenterInputSchema,
  RepairCenterListQuerySchema,
  RepairCenterListSchema,
  RepairCenterPatchSchema,
  RepairCenterSchema,
  ReviewClaimDocumentParamsSchema,
  ReviewClaimDocumentRequestSchema,
  StaffClaimDetailSchema,
} from './claims-desk.ts';
import { IdParamsSchema, IdSchema } from './common.ts';
import {
  CallYouRequestSchema,
  CallYouResponseSchema,
  ContactRequestListQuerySchema,
  ContactRequestListSchema,
  ContactRequestSchema,
} from './contact.ts';
import {
  AccessCodeRequestSchema,
  ConfirmEmailChangeRequestSchema,
  CustomerHomeSchema,
  CustomerSessionRequestSchema,
  CustomerSessionResponseSchema,
  PolicyAccessSchema,
  PolicyLinkSessionRequestSchema,
  PolicyLinkSessionSchema,
  UpdateContactRequestSchema,
  UpdatePaymentMethodRequestSchema,
} from './customer.ts';
import { DashboardQuerySchema, DashboardSchema } from './dashboard.ts';
import {
  EvaluationAccessQuerySchema,
  EvaluationCodeSchema,
  EvaluationCreatedSchema,
  EvaluationCreateRequestSchema,
  EvaluationDecisionParamsSchema,
  EvaluationDecisionSchema,
  EvaluationDetailSchema,
  EvaluationHandoffSchema,
  EvaluationPolicyParamsSchema,
  EvaluationQueueQuerySchema,
  EvaluationQueueSchema,
  EvaluationRiskParamsSchema,
  EvaluationStatusSchema,
  StaffEvaluationParamsSchema,
  StaffEvaluationRequestSchema,
} from './evaluations.ts';
import { CspReportBodySchema, FileKeyParamsSchema, SignedLinkQuerySchema } from './files.ts';
import { HealthResponseSchema } from './health.ts';
import {
  ImeiReadingSchema,
  ImeiScreenshotParamsSchema,
  ImeiScreenshotQuerySchema,
  ImeiScreenshotRequestSchema,
  SavedImeiSchema,
  SaveImeiRequestSchema,
  StaffImeiParamsSchema,
  StaffImeiRequestSchema,
} from './imei.ts';
import { JobSchema, JobStartedSchema } from './jobs.ts';
import { MapTilesSettingsSchema } from './map-tiles.ts';
// The distribution network (issue 13).
import {
  DiscountsImportReportSchema,
  DistributorInputSchema,
  DistributorListQuerySchema,
  DistributorListSchema,
  DistributorPatchSchema,
  DistributorSchema,
  NetworkCsvRequestSchema,
  StoreInputSchema,
  StoreListQuerySchema,
  StoreListSchema,
  StorePatchSchema,
  StorePrivListQuerySchema,
  StorePrivListSchema,
  StorePrivSchema,
  StoreSchema,
} from './network.ts';
import { ExportTokenRequestSchema, ExportTokenResponseSchema, PartnerOptionsSchema } from './partners.ts';
import {
  PolicyDetailSchema,
  PolicyListQuerySchema,
  PolicyListSchema,
  StoreDirectorySchema,
  StoreLandingInputSchema,
  StoreLandingListQuerySchema,
  StoreLandingListSchema,
  StoreLandingSchema,
} from './policies.ts';
import {
  PartnerDeliveryListSchema,
  PartnerDeliverySchema,
  PolicyAdminUpdateRequestSchema,
  PolicyChangeResultSchema,
  PolicyCoordinatesParamsSchema,
  PolicyCoordinatesQuerySchema,
  PolicyDiscountParamsSchema,
  PolicyDiscountRequestSchema,
  PolicyDiscountResultSchema,
  PolicyPartnerParamsSchema,
  PolicySettingsSchema,
  PolicySettingsViewSchema,
  PolicyUpdateRequestSchema,
  RiskCoordinatesSchema,
} from './policy-admin.ts';
import {
  BookedPolicySchema,
  BookingRequestSchema,
  PriceQuerySchema,
  ProposalInputSchema,
  ProposalParamsSchema,
  ProposalSchema,
  QuoteSchema,
} from './purchase.ts';
import {
  DailyPaymentsQuerySchema,
  DailyPaymentsSchema,
  MarkAsPaidRequestSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentParamsSchema,
  PolicyPaymentSchema,
  ReceiptListSchema,
} from './receipts.ts';
import { RefundOutcomeSchema, RefundRequestSchema } from './refunds.ts';
import { type ApiRoutes, apiRoutes, type EndpointName } from './routes.ts';
import {
  CreateSepaFileRequestSchema,
  ImportSepaReturnsRequestSchema,
  ImportSepaReturnsResponseSchema,
  PayByDebitResponseSchema,
  PaymentTransactionParamsSchema,
  PayNewIbanBodySchema,
  ReturnResultSchema,
  ReturnTransactionRequestSchema,
  SepaFileCreatedSchema,
  SepaFileDetailSchema,
  SepaFileListQuerySchema,
  SepaFileListSchema,
} from './sepa.ts';
import { PublicSettingsSchema, SettingsSchema } from './settings.ts';
import {
  PolicyEvidenceSchema,
  ResendMailResultSchema,
  ResendSigningLinkRequestSchema,
  ResendSigningLinkResultSchema,
  SendPolicyDocumentsRequestSchema,
  SendPolicyDocumentsResultSchema,
  SendSigningCodeRequestSchema,
  SignContractRequestSchema,
  SignContractResultSchema,
  SigningAccessQuerySchema,
  SigningCodeSentSchema,
  SigningParamsSchema,
  SigningStateSchema,
  VerifyDocumentRequestSchema,
  VerifyDocumentResultSchema,
} from './signatures.ts';
import {
  AssignmentParamsSchema,
  CreateUserRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RememberPasswordRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
  UsersCsvRequestSchema,
} from './users.ts';
import { z } from './zod.ts';

// The typed map of the API: each route of `routes.ts` with the schemas of its path parameters, query
// string, body and success answers (every error answer is `ErrorResponseSchema`). The web's client
// takes its types from here; `apps/api/src/endpoint-map.test.ts` fails when a route of the server
// and its entry here disagree.

/** The success answers of a route, by status. A 204 answers `z.null()`. */
type SuccessResponses = { [status in 200 | 201 | 202 | 204]?: z.ZodType };

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: SuccessResponses;
};

export const DiscountCodeParamsSchema = z.object({ code: z.string().max(40) });
export const PolicyAccessParamsSchema = z.object({
  purpose: z.enum(['evaluation', 'payment', 'signature'], { error: 'Enlace desconocido' }),
});
/** `GET /customer/policies/{id}/access/{purpose}`: the policyholder's own policy, by its id. */
export const OwnPolicyAccessParamsSchema = PolicyAccessParamsSchema.extend({ id: IdSchema });
export const PolicyAccessQuerySchema = z.object({
  token: z.string({ error: 'Falta el token del enlace' }).min(20).max(200),
});
/** The user list also answers its CSV export (`export_csv=1&token=...`, spec 6). */
export const UserListExportQuerySchema = UserListQuerySchema.extend({
  export_csv: z.enum(['1']).optional(),
  token: z.string().optional(),
});

/** The sandbox gateway's pages take the browser's form fields as they come (checked by signature). */
export const SandboxFormBodySchema = z.record(z.string(), z.string());

const none = { 204: z.null() };
const message = { 200: MessageResponseSchema };

const schemas = {
  health: { responses: { 200: HealthResponseSchema } },
  downloadFile: {
    params: FileKeyParamsSchema,
    query: SignedLinkQuerySchema,
    responses: { 200: z.any().describe('El archivo') },
  },
  reportCspViolation: { body: CspReportBodySchema, responses: none },

  listProductTypes: { query: ProductTypeListQuerySchema, responses: { 200: ProductTypeListSchema } },
  getProductType: { params: IdParamsSchema, responses: { 200: ProductTypeSchema } },
  listProducts: { query: ProductListQuerySchema, responses: { 200: ProductListSchema } },
  getProduct: { params: IdParamsSchema, responses: { 200: ProductSchema } },
  updateProduct: {
    params: IdParamsSchema,
    body: UpdateProductRequestSchema,
    responses: { 200: ProductSchema },
  },
  productIpid: { params: IdParamsSchema, responses: { 200: z.any().describe('PDF') } },
  listProductCategories: { responses: { 200: ProductCategoryListSchema } },
  getProductCategory: { params: IdParamsSchema, responses: { 200: ProductCategorySchema } },
  createProductCategory: { body: ProductCategoryInputSchema, responses: { 201: ProductCategorySchema } },
  updateProductCategory: {
    params: IdParamsSchema,
    body: ProductCategoryInputSchema.partial(),
    responses: { 200: ProductCategorySchema },
  },
  deleteProductCategory: { params: IdParamsSchema, responses: none },
  getSettings: {
    responses: {
      200: SettingsSchema.extend(MapTilesSettingsSchema.shape).or(
        PublicSettingsSchema.extend(MapTilesSettingsSchema.shape),
      ),
    },
  },
  // The server reads the patch as a record and checks each key with the contract's rule (422 per field).
  updateSettings: { body: z.record(z.string(), z.unknown()), responses: { 200: SettingsSchema } },

  listGenericItems: { query: GenericItemListQuerySchema, responses: { 200: GenericItemListSchema } },
  getGenericItem: { params: IdParamsSchema, responses: { 200: GenericItemSchema } },
  saveGenericItem: {
    body: GenericItemInputSchema,
    responses: { 200: GenericItemSchema, 201: GenericItemSchema },
  },
  updateGenericItem: {
    params: IdParamsSchema,
    body: GenericItemInputSchema.partial(),
    responses: { 200: GenericItemSchema },
  },
  retireGenericItem: { params: IdParamsSchema, responses: none },

  validateDiscount: {
    params: DiscountCodeParamsSchema,
    query: DiscountValidationQuerySchema,
    responses: { 200: DiscountValidationSchema },
  },
  getPublicDiscount: { responses: { 200: DiscountValidationSchema.nullable() } },
  listDiscounts: { query: DiscountListQuerySchema, responses: { 200: DiscountListSchema } },
  getDiscount: { params: IdParamsSchema, responses: { 200: DiscountSchema } },
  createDiscount: { body: DiscountInputSchema, responses: { 201: DiscountSchema } },
  updateDiscount: { params: IdParamsSchema, body: DiscountPatchSchema, responses: { 200: DiscountSchema } },
  deleteDiscount: { params: IdParamsSchema, responses: none },

  quotePrice: { query: PriceQuerySchema, responses: { 200: QuoteSchema } },
  createProposal: { body: ProposalInputSchema, responses: { 201: ProposalSchema } },
  getProposal: { params: ProposalParamsSchema, responses: { 200: ProposalSchema } },
  updateProposal: {
    params: ProposalParamsSchema,
    body: ProposalInputSchema,
    responses: { 200: ProposalSchema },
  },
  replaceProposal: {
    params: ProposalParamsSchema,
    body: ProposalInputSchema,
    responses: { 200: ProposalSchema },
  },
  // 200 is the replay of a booking already made with the same Idempotency-Key.
  bookPolicy: { body: BookingRequestSchema, responses: { 200: BookedPolicySchema, 201: BookedPolicySchema } },
  getPolicyAccess: {
    params: PolicyAccessParamsSchema,
    query: PolicyAccessQuerySchema,
    responses: { 200: PolicyAccessSchema },
  },
  startPolicyLinkSession: {
    params: PolicyAccessParamsSchema,
    body: PolicyLinkSessionRequestSchema,
    responses: { 200: PolicyLinkSessionSchema },
  },

  readImeiScreenshot: {
    params: ImeiScreenshotParamsSchema,
    query: ImeiScreenshotQuerySchema,
    body: ImeiScreenshotRequestSchema,
    responses: { 200: ImeiReadingSchema },
  },
  saveRiskImei: {
    params: ImeiScreenshotParamsSchema,
    query: ImeiScreenshotQuerySchema,
    body: SaveImeiRequestSchema,
    responses: { 200: SavedImeiSchema },
  },
  saveStaffImei: {
    params: StaffImeiParamsSchema,
    body: StaffImeiRequestSchema,
    responses: { 200: SavedImeiSchema },
  },
  issueEvaluationCode: {
    params: EvaluationRiskParamsSchema,
    query: EvaluationAccessQuerySchema,
    responses: { 201: EvaluationCodeSchema },
  },
  createEvaluation: {
    params: EvaluationPolicyParamsSchema,
    query: EvaluationAccessQuerySchema,
    body: EvaluationCreateRequestSchema,
    responses: { 202: EvaluationCreatedSchema },
  },
  getEvaluationStatus: {
    params: EvaluationRiskParamsSchema,
    query: EvaluationAccessQuerySchema,
    responses: { 200: EvaluationStatusSchema },
  },
  startEvaluationHandoff: {
    params: EvaluationPolicyParamsSchema,
    query: EvaluationAccessQuerySchema,
    responses: { 201: EvaluationHandoffSchema },
  },
  createStaffEvaluation: {
    params: StaffEvaluationParamsSchema,
    body: StaffEvaluationRequestSchema,
    responses: { 201: EvaluationDetailSchema },
  },
  decideEvaluation: {
    params: EvaluationDecisionParamsSchema,
    body: EvaluationDecisionSchema,
    responses: { 200: EvaluationDetailSchema },
  },
  listEvaluations: { query: EvaluationQueueQuerySchema, responses: { 200: EvaluationQueueSchema } },
  getEvaluation: { params: IdParamsSchema, responses: { 200: EvaluationDetailSchema } },

  getSigning: {
    params: SigningParamsSchema,
    query: SigningAccessQuerySchema,
    responses: { 200: SigningStateSchema },
  },
  startSigning: {
    params: SigningParamsSchema,
    query: SigningAccessQuerySchema,
    responses: { 201: SigningStateSchema },
  },
  openSigningDocument: {
    params: SigningParamsSchema,
    query: SigningAccessQuerySchema,
    responses: { 200: z.any().describe('El contrato sin firmar, PDF') },
  },
  sendSigningCode: {
    params: SigningParamsSchema,
    query: SigningAccessQuerySchema,
    body: SendSigningCodeRequestSchema,
    responses: { 201: SigningCodeSentSchema },
  },
  signContract: {
    params: SigningParamsSchema,
    query: SigningAccessQuerySchema,
    body: SignContractRequestSchema,
    responses: { 200: SignContractResultSchema },
  },
  getPolicyEvidence: { params: IdParamsSchema, responses: { 200: PolicyEvidenceSchema } },
  verifyPolicyDocument: {
    params: IdParamsSchema,
    body: VerifyDocumentRequestSchema,
    responses: { 200: VerifyDocumentResultSchema },
  },
  resendSigningLink: {
    params: IdParamsSchema,
    body: ResendSigningLinkRequestSchema,
    responses: { 201: ResendSigningLinkResultSchema },
  },
  sendPolicyDocuments: {
    params: IdParamsSchema,
    body: SendPolicyDocumentsRequestSchema,
    responses: { 201: SendPolicyDocumentsResultSchema },
  },

  // The JSON list; with `export_csv=1&token=...` the same route answers CSV (opened by address).
  listPolicies: { query: PolicyListQuerySchema, responses: { 200: PolicyListSchema } },
  getPolicy: { params: IdParamsSchema, responses: { 200: PolicyDetailSchema } },
  cancelPolicy: {
    params: IdParamsSchema,
    body: CancelPolicyRequestSchema,
    responses: { 200: CancelPolicyResultSchema },
  },

  // 200 is the replay of a declaration already made with the same Idempotency-Key.
  declareClaim: {
    params: ClaimRiskParamsSchema,
    body: CreateClaimRequestSchema,
    responses: { 200: ClaimDetailSchema, 201: ClaimDetailSchema },
  },
  listRiskClaims: { params: ClaimRiskParamsSchema, responses: { 200: ClaimListSchema } },
  listPolicyClaimsOfPolicy: { params: IdParamsSchema, responses: { 200: ClaimListSchema } },
  getClaim: { params: IdParamsSchema, responses: { 200: ClaimDetailSchema } },
  updateClaimDraft: {
    params: IdParamsSchema,
    body: UpdateClaimDraftRequestSchema,
    responses: { 200: ClaimDetailSchema },
  },
  // JSON as here, or multipart/form-data with the fields `type` and `file` (one file per call).
  uploadClaimDocument: {
    params: IdParamsSchema,
    body: UploadClaimDocumentRequestSchema,
    responses: { 201: ClaimDetailSchema },
  },
  deleteClaimDocument: { params: ClaimDocumentParamsSchema, responses: { 200: ClaimDetailSchema } },
  // 200 also for a claim already sent (a replay): it is answered as it is, nothing changes.
  sendClaim: { params: IdParamsSchema, responses: { 200: ClaimDetailSchema } },
  listPolicyClaims: { query: PolicyClaimListQuerySchema, responses: { 200: PolicyClaimListSchema } },
  getStaffClaim: { params: IdParamsSchema, responses: { 200: StaffClaimDetailSchema } },
  reviewClaimDocument: {
    params: ReviewClaimDocumentParamsSchema,
    body: ReviewClaimDocumentRequestSchema,
    responses: { 200: StaffClaimDetailSchema },
  },
  changeClaimStatus: {
    params: IdParamsSchema,
    body: ChangeClaimStatusRequestSchema,
    responses: { 200: StaffClaimDetailSchema },
  },
  addClaimComment: {
    params: IdParamsSchema,
    body: AddClaimCommentRequestSchema,
    responses: { 201: StaffClaimDetailSchema },
  },
  assignRepairCenter: {
    params: IdParamsSchema,
    body: AssignRepairCenterRequestSchema,
    responses: { 200: StaffClaimDetailSchema },
  },
  getClaimsDashboard: { responses: { 200: ClaimsDashboardSchema } },
  listRepairCenters: { query: RepairCenterListQuerySchema, responses: { 200: RepairCenterListSchema } },
  createRepairCenter: { body: RepairCenterInputSchema, responses: { 201: RepairCenterSchema } },
  getRepairCenter: { params: IdParamsSchema, responses: { 200: RepairCenterSchema } },
  updateRepairCenter: {
    params: IdParamsSchema,
    body: RepairCenterPatchSchema,
    responses: { 200: RepairCenterSchema },
  },
  deleteRepairCenter: { params: IdParamsSchema, responses: none },

  // 201 with the receipts made; 200 with none when nothing was owed.
  createRemainingReceipts: {
    params: IdParamsSchema,
    responses: { 200: ReceiptListSchema, 201: ReceiptListSchema },
  },
  deleteReceipt: { params: PaymentParamsSchema, responses: none },
  markReceiptAsPaid: {
    params: PaymentParamsSchema,
    body: MarkAsPaidRequestSchema,
    responses: { 200: PolicyPaymentSchema },
  },
  // The JSON list; with `export_csv=1&token=...` the same route answers CSV (opened by address).
  listPayments: { query: PaymentListQuerySchema, responses: { 200: PaymentListSchema } },
  getDailyPayments: { query: DailyPaymentsQuerySchema, responses: { 200: DailyPaymentsSchema } },

  listStoreDirectory: { responses: { 200: StoreDirectorySchema } },
  listStoreLandings: { query: StoreLandingListQuerySchema, responses: { 200: StoreLandingListSchema } },
  listLandingsOfStore: { params: IdParamsSchema, responses: { 200: StoreLandingListSchema } },
  createStoreLanding: {
    params: IdParamsSchema,
    body: StoreLandingInputSchema,
    responses: { 201: StoreLandingSchema },
  },
  updateStoreLanding: {
    params: IdParamsSchema,
    body: StoreLandingInputSchema.partial(),
    responses: { 200: StoreLandingSchema },
  },

  requestCallBack: { body: CallYouRequestSchema, responses: { 201: CallYouResponseSchema } },
  listContactRequests: { query: ContactRequestListQuerySchema, responses: { 200: ContactRequestListSchema } },
  closeContactRequest: { params: IdParamsSchema, responses: { 200: ContactRequestSchema } },

  login: { body: LoginRequestSchema, responses: { 200: LoginResponseSchema } },
  logout: { responses: none },
  getMe: { responses: { 200: UserSchema } },
  rememberPassword: { body: RememberPasswordRequestSchema, responses: { 202: MessageResponseSchema } },
  resetPassword: { body: ResetPasswordRequestSchema, responses: message },
  // The JSON list; with `export_csv=1&token=...` the same route answers CSV (opened by address).
  listUsers: { query: UserListExportQuerySchema, responses: { 200: UserListSchema } },
  getUser: { params: IdParamsSchema, responses: { 200: UserSchema } },
  createUser: { body: CreateUserRequestSchema, responses: { 201: UserSchema } },
  updateUser: { params: IdParamsSchema, body: UpdateUserRequestSchema, responses: { 200: UserSchema } },
  deleteUser: { params: IdParamsSchema, responses: none },
  // A valid file becomes a job (202, follow it with getJob); a file with bad rows and no skipInvalid
  // is refused at once (422) with the per-row report, creating nothing.
  importUsersCsv: { body: UsersCsvRequestSchema, responses: { 202: JobStartedSchema } },
  getJob: { params: IdParamsSchema, responses: { 200: JobSchema } },
  assignDistributor: { params: AssignmentParamsSchema, responses: none },
  unassignDistributor: { params: AssignmentParamsSchema, responses: none },
  assignStore: { params: AssignmentParamsSchema, responses: none },
  unassignStore: { params: AssignmentParamsSchema, responses: none },
  exportPersonalData: { params: IdParamsSchema, responses: { 200: z.record(z.string(), z.unknown()) } },
  erasePersonalData: { params: IdParamsSchema, responses: message },

  requestAccessCode: { body: AccessCodeRequestSchema, responses: { 202: MessageResponseSchema } },
  startCustomerSession: {
    body: CustomerSessionRequestSchema,
    responses: { 200: CustomerSessionResponseSchema },
  },
  getCustomerHome: { responses: { 200: CustomerHomeSchema } },
  updateCustomerContact: { body: UpdateContactRequestSchema, responses: message },
  confirmCustomerEmail: { body: ConfirmEmailChangeRequestSchema, responses: message },
  updatePaymentMethod: { params: IdParamsSchema, body: UpdatePaymentMethodRequestSchema, responses: message },
  getOwnPolicyAccess: { params: OwnPolicyAccessParamsSchema, responses: { 200: PolicyAccessSchema } },

  getCardPaymentForm: {
    params: PolicyPaymentParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: CardPaymentFormSchema },
  },
  payWithStoredCard: {
    params: PolicyPaymentParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: CardChargeOutcomeSchema },
  },
  payWithNewCard: {
    params: PolicyPaymentParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: CardPaymentFormSchema },
  },
  registerNewCard: {
    params: IdParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: CardPaymentFormSchema },
  },
  updatePolicyPaymentMethod: {
    params: PolicyPaymentMethodParamsSchema,
    query: PaymentAccessQuerySchema,
    body: UpdatePolicyPaymentMethodRequestSchema,
    responses: { 200: PolicyPaymentMethodSchema },
  },
  makePayment: {
    params: IdParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: CardChargeOutcomeSchema },
  },
  refundPayment: {
    params: PolicyPaymentParamsSchema,
    body: RefundRequestSchema,
    responses: { 200: RefundOutcomeSchema },
  },
  receiveCardNotification: {
    body: CardNotificationBodySchema,
    responses: { 200: CardNotificationResultSchema },
  },
  sandboxGatewayStart: {
    body: SandboxFormBodySchema,
    responses: { 200: z.string().describe('Página HTML') },
  },
  sandboxGatewayPay: { body: SandboxFormBodySchema, responses: { 200: z.string().describe('Página HTML') } },
  sandboxGatewayChallenge: {
    body: SandboxFormBodySchema,
    responses: { 200: z.string().describe('Página HTML') },
  },

  listAudit: { query: AuditListQuerySchema, responses: { 200: AuditListSchema } },
  listMail: { query: MailListQuerySchema, responses: { 200: MailListSchema } },
  resendMail: { params: IdParamsSchema, responses: { 201: ResendMailResultSchema } },
  listPartnerOptions: { responses: { 200: PartnerOptionsSchema } },
  issueExportToken: { body: ExportTokenRequestSchema, responses: { 201: ExportTokenResponseSchema } },

  createSepaFile: { body: CreateSepaFileRequestSchema, responses: { 202: SepaFileCreatedSchema } },
  listSepaFiles: { query: SepaFileListQuerySchema, responses: { 200: SepaFileListSchema } },
  getSepaFile: { params: IdParamsSchema, responses: { 200: SepaFileDetailSchema } },
  downloadSepaFile: { params: IdParamsSchema, responses: { 200: z.any().describe('XML pain.008.001.02') } },
  importSepaReturns: {
    body: ImportSepaReturnsRequestSchema,
    responses: { 202: ImportSepaReturnsResponseSchema },
  },
  returnTransaction: {
    params: PaymentTransactionParamsSchema,
    body: ReturnTransactionRequestSchema,
    responses: { 200: ReturnResultSchema },
  },
  payByIban: {
    params: PolicyPaymentParamsSchema,
    query: PaymentAccessQuerySchema,
    responses: { 200: PayByDebitResponseSchema },
  },
  payByNewIban: {
    params: PolicyPaymentParamsSchema,
    query: PaymentAccessQuerySchema,
    body: PayNewIbanBodySchema,
    responses: { 200: PayByDebitResponseSchema },
  },

  // The distribution network (issue 13).
  listDistributors: { query: DistributorListQuerySchema, responses: { 200: DistributorListSchema } },
  getDistributor: { params: IdParamsSchema, responses: { 200: DistributorSchema } },
  createDistributor: { body: DistributorInputSchema, responses: { 201: DistributorSchema } },
  updateDistributor: {
    params: IdParamsSchema,
    body: DistributorPatchSchema,
    responses: { 200: DistributorSchema },
  },
  deleteDistributor: { params: IdParamsSchema, responses: { 204: z.null() } },
  importDistributorStores: {
    params: IdParamsSchema,
    body: NetworkCsvRequestSchema,
    responses: { 202: JobStartedSchema },
  },
  listStores: { query: StoreListQuerySchema, responses: { 200: StoreListSchema } },
  listStoresPriv: { query: StorePrivListQuerySchema, responses: { 200: StorePrivListSchema } },
  getStore: { params: IdParamsSchema, responses: { 200: StoreSchema } },
  createStore: { body: StoreInputSchema, responses: { 201: StorePrivSchema } },
  updateStore: { params: IdParamsSchema, body: StorePatchSchema, responses: { 200: StorePrivSchema } },
  deleteStore: { params: IdParamsSchema, responses: { 204: z.null() } },
  importStoreDiscounts: {
    params: IdParamsSchema,
    body: NetworkCsvRequestSchema,
    responses: { 200: DiscountsImportReportSchema },
  },

  // Policy administration (issue 13).
  updatePolicy: {
    params: IdParamsSchema,
    body: PolicyUpdateRequestSchema,
    responses: { 200: PolicyChangeResultSchema },
  },
  adminUpdatePolicy: {
    params: IdParamsSchema,
    body: PolicyAdminUpdateRequestSchema,
    responses: { 200: PolicyChangeResultSchema },
  },
  savePolicySettings: {
    params: IdParamsSchema,
    body: PolicySettingsSchema,
    responses: { 200: PolicySettingsViewSchema },
  },
  applyPolicyDiscount: {
    params: IdParamsSchema,
    body: PolicyDiscountRequestSchema,
    responses: { 201: PolicyDiscountResultSchema },
  },
  removePolicyDiscount: {
    params: PolicyDiscountParamsSchema,
    responses: { 200: PolicyDiscountResultSchema },
  },
  sendPolicyToPartner: { params: PolicyPartnerParamsSchema, responses: { 202: PartnerDeliverySchema } },
  listPartnerDeliveries: { params: IdParamsSchema, responses: { 200: PartnerDeliveryListSchema } },
  listRiskCoordinates: {
    params: PolicyCoordinatesParamsSchema,
    query: PolicyCoordinatesQuerySchema,
    responses: { 200: RiskCoordinatesSchema },
  },
  // Back-office dashboard (issue 13).
  getDashboard: { query: DashboardQuerySchema, responses: { 200: DashboardSchema } },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof schemas;

/** One endpoint: its route (method, path, authentication) and its schemas. */
export type Endpoints = { [name in EndpointName]: ApiRoutes[name] & Schemas[name] };

// Through `unknown`: Object.fromEntries types its values as the union of every entry, and comparing
// that union with Endpoints grows past TypeScript's limit (TS2859) as routes are added.
export const endpoints = Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [name, { ...route, ...schemas[name as EndpointName] }]),
) as unknown as Endpoints;
