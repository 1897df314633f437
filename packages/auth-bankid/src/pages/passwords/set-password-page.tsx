"use client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Container, Heading } from "@housing/ui";

/** Placeholder of the logged-in user's change of password. */
export function SetPasswordPage({ model }: TemplateProps) {
  return (
    <Container>
      <Heading level={1}>{model.title}</Heading>
    </Container>
  );
}
