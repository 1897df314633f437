"use client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Container, Heading } from "@housing/ui";

/** Placeholder of the change of e-mail (request; with ?token= confirm). */
export function ChangeEmailPage({ model }: TemplateProps) {
  return (
    <Container>
      <Heading level={1}>{model.title}</Heading>
    </Container>
  );
}
