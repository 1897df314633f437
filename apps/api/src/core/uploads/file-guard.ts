import { Transform, type TransformCallback } from "node:stream";
import { SNIFF_BYTES, sniffUploadType, type UploadType } from "./file-type";
import type { UploadProblem } from "./problems";

export interface FileGuardOptions {
  /** The form field the file came in, named by the problems. */
  field: string;
  maxFileBytes: number;
  /** Counts the bytes towards the request's total; true when the total is now over its limit. */
  addToTotal: (bytes: number) => boolean;
  /** Called once with the first limit or type the file breaks; the stream then fails. */
  onProblem: (problem: UploadProblem) => void;
}

/** The error a guard fails with; the problem has been reported through onProblem already. */
export class UploadRefusedError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`Upload refused: ${problem.kind}`);
    this.name = "UploadRefusedError";
  }
}

/**
 * Sits between a file part and the store: counts its bytes against the file's and the
 * request's limits, and holds back its first SNIFF_BYTES until they show an allowed type, so a
 * file of another type never reaches the store. At most that window is held in memory.
 */
export class FileGuard extends Transform {
  type: UploadType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly options: FileGuardOptions) {
    super();
  }

  private refuse(problem: UploadProblem, callback: TransformCallback): void {
    this.options.onProblem(problem);
    callback(new UploadRefusedError(problem));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxFileBytes) {
      return this.refuse({ kind: "fileTooLarge", field: this.options.field }, callback);
    }
    if (this.options.addToTotal(chunk.length)) return this.refuse({ kind: "totalTooLarge" }, callback);
    if (this.type) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback();
    this.judge(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) return callback();
    this.judge(callback);
  }

  private judge(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffUploadType(head);
    if (!this.type) return this.refuse({ kind: "fileType", field: this.options.field }, callback);
    callback(null, head);
  }
}
