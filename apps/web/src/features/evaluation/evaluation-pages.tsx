import { CapturePage } from './capture/capture-page';
import { InstructionPage } from './capture/instruction-page';
import { SummaryPage as PhotoSummaryPage } from './capture/summary-page';
import { EvaluationResultPage } from './evaluation-result-page';
import { StepPage } from './step-page';

// One component per route of spec 2, so the router can lazy-load this module
// and pick each screen by name.
export const ImeiPage = () => <StepPage stepKey="imei" />;
export const ImeiRepeatedPage = () => <StepPage stepKey="imeiRepeated" />;
export const InstructionsPage = () => <InstructionPage stepKey="instructions" />;
export const PrecapturePage = () => <InstructionPage stepKey="precapture" />;
export const PrecaptureFrontPage = () => <InstructionPage stepKey="precaptureFront" />;
export const CaptureFrontPage = () => <CapturePage side="front" />;
export const PrecaptureBackPage = () => <InstructionPage stepKey="precaptureBack" />;
export const CaptureBackPage = () => <CapturePage side="back" />;
export const SummaryPage = () => <PhotoSummaryPage />;
export const RejectedPage = () => <EvaluationResultPage outcome="rejected" />;
export const BreakagePage = () => <EvaluationResultPage outcome="breakage" />;
