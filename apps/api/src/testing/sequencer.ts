import { BaseSequencer, type TestSpecification } from "vitest/node";

/*
 * Two workers share the suite. Vitest starts the files that took longest last time first, but a
 * fresh checkout (CI) has no such record and would start them in size order, so a file of
 * minutes could start last and run alone at the end. These are the suite's long files (seconds
 * per file, both drivers, from a CI log); they start first, the rest follow in Vitest's order.
 */
const LONG_FIRST = [
  "src/modules/content/one-truth.test.ts", // ~390 s: every home of the seed, three ways
  "src/core/bad-input.test.ts", // ~100 s: every operation of the OpenAPI document
  "src/modules/search/routes/residence.test.ts", // ~40 s
  "src/modules/payments/card-payments.test.ts", // ~37 s
  "src/modules/content/catalogue-pages.test.ts", // ~33 s
  "src/modules/documents/documents.test.ts", // ~32 s
  "src/modules/my-pages/routes.test.ts", // ~31 s
];

function rank(spec: TestSpecification): number {
  const index = LONG_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return index === -1 ? LONG_FIRST.length : index;
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
