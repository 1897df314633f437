// The scoring of Mozilla's HTTP Observatory (v2, developer.mozilla.org/en-US/observatory/docs/
// tests_and_scoring): ten tests, each with one result; a result's modifier is added to a score that
// starts at 100. Penalties always count; bonuses only when the score after the penalties is at least
// 90. The grade follows from the final score (never below 0).

/** Every result of every test, with its documented modifier. */
export const MODIFIERS = {
  "content-security-policy": {
    "csp-implemented-with-no-unsafe-default-src-none": 10,
    "csp-implemented-with-no-unsafe": 5,
    "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
    "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
    "csp-implemented-with-unsafe-eval": -10,
    "csp-implemented-with-unsafe-inline": -20,
    "csp-implemented-with-insecure-scheme": -20,
    "csp-header-invalid": -25,
    "csp-not-implemented": -25,
    "csp-not-implemented-but-reporting-enabled": -25,
  },
  cookies: {
    "cookies-secure-with-httponly-sessions-and-samesite": 5,
    "cookies-not-found": 0,
    "cookies-secure-with-httponly-sessions": 0,
    "cookies-without-secure-flag-but-protected-by-hsts": -5,
    "cookies-session-without-httponly-flag": -10,
    "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
    "cookies-without-secure-flag": -20,
    "cookies-samesite-flag-invalid": -20,
    "cookies-anticsrf-without-samesite-flag": -20,
    "cookies-session-without-secure-flag": -40,
  },
  "cross-origin-resource-sharing": {
    "cross-origin-resource-sharing-not-implemented": 0,
    "cross-origin-resource-sharing-implemented-with-public-access": 0,
    "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
    "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  },
  redirection: {
    "redirection-all-redirects-preloaded": 0,
    "redirection-to-https": 0,
    "redirection-not-needed-no-http": 0,
    "redirection-off-host-from-http": -5,
    "redirection-not-to-https-on-initial-redirection": -10,
    "redirection-not-to-https": -20,
    "redirection-missing": -20,
    "redirection-invalid-cert": -20,
  },
  "referrer-policy": {
    "referrer-policy-private": 5,
    "referrer-policy-no-referrer-when-downgrade": 0,
    "referrer-policy-not-implemented": 0,
    "referrer-policy-unsafe": -5,
    "referrer-policy-header-invalid": -5,
  },
  "strict-transport-security": {
    "hsts-preloaded": 5,
    "hsts-implemented-max-age-at-least-six-months": 0,
    "hsts-implemented-max-age-less-than-six-months": -10,
    "hsts-not-implemented": -20,
    "hsts-header-invalid": -20,
    "hsts-not-implemented-no-https": -20,
    "hsts-invalid-cert": -20,
  },
  "subresource-integrity": {
    "sri-implemented-and-all-scripts-loaded-securely": 5,
    "sri-implemented-and-external-scripts-loaded-securely": 5,
    "sri-not-implemented-response-not-html": 0,
    "sri-not-implemented-but-no-scripts-loaded": 0,
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
    "sri-not-implemented-but-external-scripts-loaded-securely": -5,
    "sri-implemented-but-external-scripts-not-loaded-securely": -20,
    "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  },
  "x-content-type-options": {
    "x-content-type-options-nosniff": 0,
    "x-content-type-options-not-implemented": -5,
    "x-content-type-options-header-invalid": -5,
  },
  "x-frame-options": {
    "x-frame-options-implemented-via-csp": 5,
    "x-frame-options-sameorigin-or-deny": 0,
    "x-frame-options-allow-from-origin": 0,
    "x-frame-options-not-implemented": -20,
    "x-frame-options-header-invalid": -20,
  },
  "cross-origin-resource-policy": {
    "cross-origin-resource-policy-not-implemented": 0,
    "cross-origin-resource-policy-implemented-with-same-site": 0,
    "cross-origin-resource-policy-implemented-with-same-origin": 0,
    "cross-origin-resource-policy-implemented-with-cross-origin": 0,
    "cross-origin-resource-policy-header-invalid": -5,
  },
};

/** Only a score of at least this after the penalties earns the bonuses. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Lowest score of each grade, best first. */
export const GRADES = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function gradeOf(score) {
  return GRADES.find(([minimum]) => score >= minimum)[1];
}

/** Whether grade `a` is at least as good as grade `b`. */
export function isAtLeast(a, b) {
  const rank = (grade) => GRADES.findIndex(([, name]) => name === grade);
  if (rank(b) < 0) throw new Error(`Not a grade: ${b}`);
  return rank(a) <= rank(b);
}

/** The test entry of one result: its modifier from the table above. */
export function outcome(name, result, data = {}) {
  const modifier = MODIFIERS[name]?.[result];
  if (modifier === undefined) throw new Error(`Unknown result ${result} of test ${name}`);
  return { name, pass: modifier >= 0, modifier, result, ...data };
}

/** Score and grade of a list of test outcomes. */
export function scoreOf(tests) {
  let score = 100;
  let bonus = 0;
  for (const { modifier } of tests) {
    if (modifier < 0) score += modifier;
    else bonus += modifier;
  }
  if (score >= MINIMUM_SCORE_FOR_EXTRA_CREDIT) score += bonus;
  score = Math.max(score, 0);
  return { score, grade: gradeOf(score) };
}
