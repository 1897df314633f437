"use client";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Container, Heading } from "@housing/ui";

/** Placeholder of the consent page. */
export function ConsentPage({ model }: TemplateProps) {
  return (
    <Container>
      <Heading level={1}>{model.title}</Heading>
    </Container>
  );
}
