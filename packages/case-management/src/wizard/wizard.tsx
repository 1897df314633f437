"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { createCase, isApiError, updateAssociationAccount, type CaseVariant } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { NO_MANAGEMENT_PLACEHOLDERS, type Agreement } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { wizardReducer, type WizardState } from "../engine/reducer";
import type { ViewName } from "../engine/types";
import { wizardView } from "../engine/view";
import { OTHER_ADDRESS_ID } from "../form/constants";
import { addFiles, type FileError, SNIFF_BYTES, sniffFileType } from "../form/files";
import { boardEmailNeedsPatch, faqIdsFor } from "../form/transitions";
import { hasErrors, stepErrors, type StepErrors } from "../form/validate";
import type { CaseFormValues, UploadedFile } from "../form/values";
import { createCaseRequest } from "./create-request";
import { clearDraftCookie, saveDraftCookie } from "./draft-cookie";
import type { FileDraftStore } from "./file-drafts";
import { areaOf, detailIdOf, residenceOf, roomIdOf } from "./form-access";
import { WizardShell } from "./wizard-shell";
import { StepView } from "./step-view";
import { faqQueryKey, loadFaqArticles, useRoomDetails, useRooms } from "./wizard-data";
import styles from "./wizard.module.css";

export interface WizardProps {
  site: SiteConfig;
  initial: WizardState;
  initialFiles: readonly File[];
  agreements: readonly Agreement[];
  /** The association's board e-mail as the API has it (board members with management), for the patch. */
  accountEmail: string | null;
  fileDrafts: FileDraftStore;
  /** The user's id: the stored files are theirs only. */
  ownerId: string;
  /** Cancel: the dialog asks for confirmation first. */
  onCancel: () => void;
  onClose: () => void;
  onNewReport: () => void;
  /** Tells the dialog whether closing needs the confirm prompt (not after submitting). */
  onSubmitted: () => void;
}

const metaOf = (files: readonly File[]): UploadedFile[] => files.map(({ name, type, size }) => ({ name, type, size }));

/** The file with the type its first bytes tell (spec section 5: by content, not by name); unknown content gets none. */
async function withContentType(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return new File([file], file.name, { type: sniffFileType(head) ?? "", lastModified: file.lastModified });
}

const isDetailStep = (viewName: ViewName) => viewName === "ProblemAreaDetails" || viewName === "SelectRoomDetail";

/**
 * The fault-report wizard (spec sections 2 to 5, 8, 9) run by the step engine: Next validates
 * the step with its schema, loads the FAQ after the problem is chosen, moves on and saves the
 * draft (cookie) and the files (IndexedDB); Submit sends the case with its files; a refusal
 * keeps everything and shows its message above the buttons.
 */
export function Wizard(props: WizardProps) {
  const { site, initial, initialFiles, agreements, accountEmail, fileDrafts } = props;
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, initial);
  // The file picker reads the form after reading the files' heads: the state of that moment.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const [files, setFiles] = useState<readonly File[]>(initialFiles);
  const [errors, setErrors] = useState<StepErrors["fields"]>({});
  const [fileProblems, setFileProblems] = useState<FileError[]>([]);
  const [submitError, setSubmitError] = useState<"error" | "fileSize" | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [ticketNumber, setTicketNumber] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);

  const view = wizardView(state);
  const form = state.formData;
  const variant: CaseVariant = state.type === "resident" ? "customer" : "board";
  const placeholder = NO_MANAGEMENT_PLACEHOLDERS[state.country === "no" ? "no" : "se"];
  const chosen = residenceOf(form);
  // Without a listed residence the API offers the placeholder object's rooms and property's common areas.
  const residence =
    state.type === "boardMemberNoManagement" || chosen.id === OTHER_ADDRESS_ID
      ? { id: placeholder.objectId, propertyId: placeholder.propertyId }
      : chosen;
  const rooms = useRooms(areaOf(form), residence.id, residence.propertyId);
  const room = rooms.data?.find((candidate) => candidate.id === roomIdOf(form)) ?? null;
  const details = useRoomDetails(room);
  const detail = details.data?.find((candidate) => candidate.id === detailIdOf(form)) ?? null;
  const faqIds = state.faqBlocks.map((block) => block.id);
  const faq = useQuery({
    queryKey: faqQueryKey(faqIds),
    enabled: faqIds.length > 0,
    queryFn: () => loadFaqArticles(http, variant, faqIds, site),
  });

  // Spec section 2, keyboard: the new step's heading takes focus, so its name is read and Tab starts there.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.currentStepRender]);

  const change = (formData: CaseFormValues) => dispatch({ type: "change", formData });

  const focusFirstError = () =>
    window.setTimeout(() => {
      const invalid = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.matches("fieldset") ? invalid.querySelector<HTMLElement>("input") : invalid)?.focus();
    }, 0);

  const next = async () => {
    const found = stepErrors(state);
    if (hasErrors(found)) {
      setErrors(found.fields);
      setFileProblems(found.files);
      focusFirstError();
      return;
    }
    setErrors({});
    setFileProblems([]);
    let current = state;
    if (form.kind === "wizard" && isDetailStep(view.step.viewName)) {
      setBusy(true);
      // Spec section 4: the FAQ follows the problem only when it has articles (a failure skips it, section 8).
      const ids = detail
        ? faqIdsFor({ area: form.address.type, option: detail, residence: form.address.selectedApartment })
        : [];
      const articles = await queryClient
        .fetchQuery({ queryKey: faqQueryKey(ids), queryFn: () => loadFaqArticles(http, variant, ids, site) })
        .catch(() => []);
      const faqBlocks = articles.map(({ id, title, body }) => ({ id, title, body }));
      current = wizardReducer(current, { type: "setFaqBlocks", faqBlocks });
      dispatch({ type: "setFaqBlocks", faqBlocks });
      setBusy(false);
    }
    dispatch({ type: "next" });
    saveDraftCookie(wizardReducer(current, { type: "next" }));
    void fileDrafts.save(files, props.ownerId);
  };

  const setChosenFiles = (chosen: readonly File[]) => {
    setFiles(chosen);
    dispatch({ type: "change", formData: { ...stateRef.current.formData, files: metaOf(chosen) } });
  };

  const pick = async (picked: File[]) => {
    const typed = await Promise.all(picked.map(withContentType));
    const added = addFiles(files, typed);
    setFileProblems(added.errors);
    setChosenFiles(added.files);
  };

  const remove = (index: number) => {
    setFileProblems([]);
    setChosenFiles(files.filter((_, position) => position !== index));
  };

  const submit = async () => {
    setSubmitError(null);
    setBusy(true);
    try {
      if (state.type === "boardMember" && form.kind === "wizard" && boardEmailNeedsPatch(form, accountEmail)) {
        // Spec section 4: the board e-mail is set on the association when it differs; the report goes on without it.
        await updateAssociationAccount(http, { email: form.contact.boardEmail.trim() }).catch(() => undefined);
      }
      const created = await createCase(http, variant, createCaseRequest(state, site), files);
      setTicketNumber(created.ticketNumber);
      clearDraftCookie();
      void fileDrafts.clear();
      props.onSubmitted();
      dispatch({ type: "submitted" });
    } catch (error) {
      // Spec section 8: 413 is the files' size; anything else the generic text. The form stays as it was.
      setSubmitError(isApiError(error) && error.status === 413 ? "fileSize" : "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBusy) return;
        void (view.buttons.submit ? submit() : next());
      }}
    >
      <WizardShell view={view} headingRef={headingRef} title={t(view.step.title)}>
        <div ref={bodyRef}>
          <StepView
            state={state}
            site={site}
            errors={errors}
            onChange={change}
            agreements={agreements}
            rooms={rooms}
            details={details}
            names={{ room: room?.name ?? "", detail: detail?.name ?? "" }}
            faqArticles={faq.data ?? []}
            files={files}
            fileErrors={fileProblems}
            onPick={(picked) => void pick(picked)}
            onRemove={remove}
            onEdit={(viewName) => dispatch({ type: "goTo", viewName })}
            ticketNumber={ticketNumber}
            onNewReport={props.onNewReport}
            onClose={props.onClose}
          />
        </div>
      </WizardShell>
      {submitError ? (
        <p role="alert" className={styles.error}>
          {t(submitError === "fileSize" ? "case-management.submit.errorFileSize" : "case-management.submit.error")}
        </p>
      ) : null}
      <div className={styles.actions}>
        {view.buttons.cancel ? (
          <Button type="button" variant="secondary" onClick={props.onCancel}>
            {t("case-management.button.cancel")}
          </Button>
        ) : null}
        {view.buttons.previous ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setErrors({});
              dispatch({ type: "previous" });
            }}
          >
            {t(view.previousText)}
          </Button>
        ) : null}
        {view.buttons.next ? <Button type="submit">{t(view.nextText)}</Button> : null}
        {view.buttons.submit ? (
          <Button type="submit" aria-disabled={isBusy || undefined}>
            {t("case-management.button.submit")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
