"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { addVipMembership, isApiError } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { User } from "@housing/contracts";
import { VipMembershipRequestSchema } from "@housing/contracts/account";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Heading, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import { useFieldError } from "../register/field-error";
import styles from "../login/login.module.css";

/** The upgrade's one field, with the request's own rule (spec section 7: update/vipmembership). */
export const VipUpgradeFormSchema = v.object({ campaignCode: VipMembershipRequestSchema.entries.campaignCode });
type VipUpgradeForm = v.InferInput<typeof VipUpgradeFormSchema>;

export interface VipUpgradeProps {
  site: SiteConfig;
  /** The user as the API answers after the upgrade. */
  onUpgraded: (user: User) => void;
  /** Stories: the form as a visitor left it. */
  initialCampaignCode?: string;
  initialProblem?: LoginProblem | null;
  validateOnMount?: boolean;
}

/**
 * "Become a VIP member" on my pages (spec sections 2 and 7): a campaign code makes the user VIP
 * on this site. A wrong or expired code is shown on the field (spec section 8: InvalidCampaignCode);
 * what was typed stays.
 */
export function VipUpgrade({
  site,
  onUpgraded,
  initialCampaignCode = "",
  initialProblem = null,
  validateOnMount = false,
}: VipUpgradeProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const fieldError = useFieldError();
  const headingId = useId();
  const [problem, setProblem] = useState<LoginProblem | null>(initialProblem);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<VipUpgradeForm>({
    resolver: standardSchemaResolver(VipUpgradeFormSchema),
    defaultValues: { campaignCode: initialCampaignCode },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onUpgraded(await addVipMembership(http, { siteId: site.siteId, campaignCode: values.campaignCode.trim() }));
    } catch (error) {
      const onField = isApiError(error) ? error.fieldErrors["body.campaignCode"]?.[0] : undefined;
      if (onField) setError("campaignCode", { type: "server", message: onField }, { shouldFocus: true });
      else setProblem(loginProblemOf(error));
    }
  });

  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <Heading level={2} id={headingId}>
        {t("auth-bankid-pages.register.vip.heading")}
      </Heading>
      <p>{t("auth-bankid-pages.register.vip.intro")}</p>
      <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("auth-bankid-pages.register.vip.campaignCode")}
          isRequired
          autoComplete="off"
          error={fieldError(errors.campaignCode?.message)}
          {...register("campaignCode")}
        />
        <ProblemAlert problem={problem} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("auth-bankid-pages.register.vip.submitting") : t("auth-bankid-pages.register.vip.submit")}
        </Button>
      </form>
    </section>
  );
}
