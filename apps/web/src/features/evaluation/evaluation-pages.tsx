import { EvaluationResultPage } from './evaluation-result-page';
import { StepPage } from './step-page';

// One component per route of spec 2, so the router can lazy-load this module
// and pick each screen by name.
export const ImeiPage = () => <StepPage stepKey="imei" />;
export const ImeiRepeatedPage = () => <StepPage stepKey="imeiRepeated" />;
export const InstructionsPage = () => <StepPage stepKey="instructions" />;
export const PrecapturePage = () => <StepPage stepKey="precapture" />;
export const PrecaptureFrontPage = () => <StepPage stepKey="precaptureFront" />;
export const CaptureFrontPage = () => <StepPage stepKey="captureFront" />;
export const PrecaptureBackPage = () => <StepPage stepKey="precaptureBack" />;
export const CaptureBackPage = () => <StepPage stepKey="captureBack" />;
export const SummaryPage = () => <StepPage stepKey="summary" />;
export const CheckingPage = () => <EvaluationResultPage outcome="rejected" />;
export const RejectedPage = () => <EvaluationResultPage outcome="rejected" />;
export const BreakagePage = () => <EvaluationResultPage outcome="breakage" />;
