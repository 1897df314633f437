import * as v from "valibot";
import {
  AcceptTermsSchema,
  AddressSchema,
  CitySchema,
  EmailSchema,
  OptionalEmailSchema,
  PersonNameSchema,
  PhoneSchema,
  RequiredPostalCodeSchema,
  textSchema,
  FIELD_LIMITS,
} from "@housing/contracts/forms";
import type { Country } from "@housing/site-config";
import type { CaseType, ViewName } from "../engine/types";
import {
  ChosenAddressSchema,
  ChosenSchema,
  compoundNumberSchema,
  descriptionSchema,
  IsMemberSchema,
  PetsDetailSchema,
} from "./fields";
import { needsFinnishManualAddress, needsManualAddress } from "./transitions";
import type { FinnishFormValues, WizardFormValues } from "./values";

/*
 * One valibot schema per step (spec section 5), built for the form as it stands: a field that
 * only applies after a choice (other contact, the 'other address', pets) is checked only then.
 * Each schema validates the step's part of the form and lets the rest through.
 */

export interface StepRules {
  country: Country;
  caseType: CaseType;
  /** The appliance step was made required (spec section 4). */
  isApplianceRequired: boolean;
}

type Entries = v.ObjectEntries;
export type StepSchema = v.GenericSchema;
// A resident has no board e-mail to check.
const unchecked = v.unknown();

function otherContactEntries(isTicked: boolean, phoneKey: "otherPhone" | "otherPhoneNumber"): Entries {
  if (!isTicked) return {};
  return {
    otherFirstName: PersonNameSchema,
    otherLastName: PersonNameSchema,
    otherEmail: EmailSchema,
    [phoneKey]: PhoneSchema,
  };
}

const manualAddress: Entries = { address: AddressSchema, zipCode: RequiredPostalCodeSchema, city: CitySchema };

/** The wizard form's step schema (Sweden, Norway), or null for a step with nothing to check. */
export function wizardStepSchema(viewName: ViewName, form: WizardFormValues, rules: StepRules): StepSchema | null {
  switch (viewName) {
    case "Terms":
      return v.looseObject({ acceptTerms: AcceptTermsSchema });
    case "PersonalInfo":
      return v.looseObject({
        contact: v.looseObject({
          firstName: PersonNameSchema,
          lastName: PersonNameSchema,
          email: EmailSchema,
          phone: PhoneSchema,
          boardEmail: rules.caseType === "resident" ? unchecked : OptionalEmailSchema,
          ...otherContactEntries(form.contact.other, "otherPhone"),
        }),
      });
    case "Compound":
      return v.looseObject({
        compound: v.looseObject({
          compoundName: textSchema(FIELD_LIMITS.name),
          compoundNumber: compoundNumberSchema(rules.country),
          isMember: IsMemberSchema,
        }),
      });
    case "EstateAddress":
    case "SearchResidence":
    case "SelectResidence": {
      const address: Entries = { type: v.picklist(["apartment", "public"], "selectOption") };
      // The no-management board member types the estate address; the others choose from the list.
      if (viewName !== "EstateAddress")
        address.selectedApartment = v.object({ id: ChosenAddressSchema }, "selectAddress");
      if (needsManualAddress(form, rules.caseType)) Object.assign(address, manualAddress);
      return v.looseObject({ address: v.looseObject(address) });
    }
    case "ProblemArea":
      return v.looseObject({ problemArea: ChosenSchema });
    case "ProblemAreaDetails":
      return v.looseObject({ problemAreaDetails: ChosenSchema });
    case "Appliances":
      return rules.isApplianceRequired ? v.looseObject({ assetTypeId: ChosenSchema }) : null;
    case "Description":
      return v.looseObject({ description: descriptionSchema(rules.country) });
    default:
      return null;
  }
}

/** The Finnish form's step schema, or null for a step with nothing to check. */
export function finnishStepSchema(viewName: ViewName, form: FinnishFormValues, rules: StepRules): StepSchema | null {
  switch (viewName) {
    case "Terms":
      return v.looseObject({ acceptedTerms: AcceptTermsSchema });
    case "PersonalInfo":
      return v.looseObject({
        firstName: PersonNameSchema,
        lastName: PersonNameSchema,
        phoneNumber: PhoneSchema,
        email: EmailSchema,
        ...otherContactEntries(form.otherContact, "otherPhoneNumber"),
      });
    case "SelectResidence":
    case "SearchResidence": {
      const entries: Entries = { caseArea: v.picklist(["apartment", "public"], "selectOption") };
      // A public space is reported for the property, an apartment for the residence.
      if (form.caseArea === "public") entries.selectedPropertyId = ChosenAddressSchema;
      else entries.selectedApartmentId = ChosenAddressSchema;
      if (needsFinnishManualAddress(form)) {
        Object.assign(entries, { address: AddressSchema, postalCode: RequiredPostalCodeSchema, city: CitySchema });
      }
      return v.looseObject(entries);
    }
    case "PetsAndKeys": {
      const entries: Entries = {
        keys: v.picklist(["true", "false"], "selectOption"),
        pets: v.picklist(["true", "false"], "selectOption"),
      };
      // Spec section 5 (Finland): the pet detail is required when there are pets.
      if (form.pets === "true") entries.petsDetail = PetsDetailSchema;
      return v.looseObject(entries);
    }
    case "SelectRoom":
    case "SelectPublicRoom":
      return v.looseObject({ selectedRoom: ChosenSchema });
    case "SelectRoomDetail":
      return v.looseObject({ selectedRoomDetail: ChosenSchema });
    case "Description":
      return v.looseObject({ description: descriptionSchema(rules.country) });
    default:
      return null;
  }
}
