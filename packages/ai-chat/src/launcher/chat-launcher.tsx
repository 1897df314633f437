"use client";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";

export interface ChatLauncherProps {
  site: SiteConfig;
}

/** The chat's launcher button (skeleton: the dialog comes next). */
export function ChatLauncher({ site }: ChatLauncherProps) {
  const { t } = useI18n();
  return (
    <button type="button" data-site={site.code}>
      {t("ai-chat.launcher.open")}
    </button>
  );
}
