"use client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Container, Heading } from "@housing/ui";

/** Placeholder of the forgotten-password page (request a link; with ?token= choose the new password). */
export function ForgotPasswordPage({ model }: TemplateProps) {
  return (
    <Container>
      <Heading level={1}>{model.title}</Heading>
    </Container>
  );
}
