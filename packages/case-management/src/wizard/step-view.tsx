"use client";
import type { Agreement, FaqArticle } from "@housing/contracts/cases";
import type { ViewName } from "../engine/types";
import type { FileError } from "../form/files";
import type { StepViewProps } from "./fields";
import type { RoomsQuery } from "./wizard-data";
import { AppliancesStep } from "./steps/appliances";
import { CompoundStep } from "./steps/compound";
import { DescriptionStep } from "./steps/description";
import { DoneStep } from "./steps/done";
import { EstateAddressStep } from "./steps/estate-address";
import { FaqSectionStep } from "./steps/faq-section";
import { PersonalInfoStep } from "./steps/personal-info";
import { PetsAndKeysStep } from "./steps/pets-and-keys";
import { ProblemAreaStep } from "./steps/problem-area";
import { ProblemAreaDetailsStep } from "./steps/problem-area-details";
import { SearchResidenceStep } from "./steps/search-residence";
import { SelectResidenceStep } from "./steps/select-residence";
import { SummaryStep } from "./steps/summary";
import { TermsStep } from "./steps/terms";

export interface StepViewAllProps extends StepViewProps {
  agreements: readonly Agreement[];
  rooms: RoomsQuery;
  details: RoomsQuery;
  names: { room: string; detail: string };
  faqArticles: readonly FaqArticle[];
  files: readonly File[];
  fileErrors: readonly FileError[];
  onPick: (picked: File[]) => void;
  onRemove: (index: number) => void;
  onEdit: (viewName: ViewName) => void;
  ticketNumber: number | null;
  onNewReport: () => void;
  onClose: () => void;
}

/** The current step's view, one component per view name (spec section 2). */
export function StepView(props: StepViewAllProps) {
  const { state } = props;
  const base: StepViewProps = { state, site: props.site, errors: props.errors, onChange: props.onChange };
  const viewName = state.steps[state.currentStepRender]!.viewName;
  switch (viewName) {
    case "Terms":
      return <TermsStep {...base} />;
    case "PersonalInfo":
      return <PersonalInfoStep {...base} />;
    case "Compound":
      return <CompoundStep {...base} />;
    case "EstateAddress":
      return <EstateAddressStep {...base} />;
    case "SelectResidence":
      return <SelectResidenceStep {...base} agreements={props.agreements} />;
    case "SearchResidence":
      return <SearchResidenceStep {...base} />;
    case "PetsAndKeys":
      return <PetsAndKeysStep {...base} />;
    case "ProblemArea":
    case "SelectRoom":
    case "SelectPublicRoom":
      return <ProblemAreaStep {...base} rooms={props.rooms} />;
    case "ProblemAreaDetails":
    case "SelectRoomDetail":
      return <ProblemAreaDetailsStep {...base} details={props.details} />;
    case "FaqSection":
      return <FaqSectionStep articles={props.faqArticles} />;
    case "Appliances":
      return <AppliancesStep {...base} assets={props.details} />;
    case "Description":
      return (
        <DescriptionStep
          {...base}
          files={props.files}
          fileErrors={props.fileErrors}
          onPick={props.onPick}
          onRemove={props.onRemove}
        />
      );
    case "Summary":
      return <SummaryStep state={state} files={props.files} names={props.names} onEdit={props.onEdit} />;
    case "Done":
      return (
        <DoneStep
          state={state}
          site={props.site}
          ticketNumber={props.ticketNumber}
          onNewReport={props.onNewReport}
          onClose={props.onClose}
        />
      );
  }
}
