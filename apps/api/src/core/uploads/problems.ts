import type { Context } from "hono";
import { ERROR_MESSAGES, sendError } from "../errors";

/** The front end's message for a refused upload (spec section 8: "Submit HTTP 413: submitErrorFileSize"). */
export const UPLOAD_TOO_LARGE_MESSAGE = "submitErrorFileSize";

/** Why an upload was refused. The 413s are the limits of spec section 5; the rest are 400s. */
export type UploadProblem =
  | { kind: "tooManyFiles" }
  | { kind: "fileTooLarge"; field: string }
  | { kind: "totalTooLarge" }
  | { kind: "fileType"; field: string }
  | { kind: "malformed"; fieldErrors: Record<string, string[]> }
  | { kind: "invalidFields"; fieldErrors: Record<string, string[]> };

export function uploadProblemStatus(problem: UploadProblem): 400 | 413 {
  return problem.kind === "tooManyFiles" || problem.kind === "fileTooLarge" || problem.kind === "totalTooLarge"
    ? 413
    : 400;
}

/**
 * The contract's error body for a refused upload. The connection is closed: the rest of the
 * body may still be on its way, and reading it only to keep the connection would defeat the
 * limit (the same rule as the 1 MB limit's 413 in core/http.ts).
 */
export function sendUploadProblem(c: Context, problem: UploadProblem): Response {
  c.header("Connection", "close");
  switch (problem.kind) {
    case "tooManyFiles":
      return sendError(c, 413, "TooManyFiles", UPLOAD_TOO_LARGE_MESSAGE);
    case "fileTooLarge":
      return sendError(c, 413, "FileTooLarge", UPLOAD_TOO_LARGE_MESSAGE, { [`body.${problem.field}`]: ["fileSize"] });
    case "totalTooLarge":
      return sendError(c, 413, "TotalTooLarge", UPLOAD_TOO_LARGE_MESSAGE);
    case "fileType":
      return sendError(c, 400, "InvalidInput", ERROR_MESSAGES.invalidInput, {
        [`body.${problem.field}`]: ["fileType"],
      });
    case "malformed":
    case "invalidFields":
      return sendError(c, 400, "InvalidInput", ERROR_MESSAGES.invalidInput, problem.fieldErrors);
  }
}
