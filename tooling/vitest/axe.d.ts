/** axe's violations in the test's document (colour contrast aside: no layout in happy-dom or jsdom). */
export declare function axeViolations(root?: Element): Promise<string[]>;
