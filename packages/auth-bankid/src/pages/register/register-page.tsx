"use client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Container, Heading } from "@housing/ui";

/** Placeholder of the create-account page. */
export function RegisterPage({ model }: TemplateProps) {
  return (
    <Container>
      <Heading level={1}>{model.title}</Heading>
    </Container>
  );
}
