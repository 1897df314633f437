import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { DEFAULT_FILES_DIR } from "../paths";
import { fileStoreFromConfig } from "./config";

describe("the file store from the environment", () => {
  it("is the data folder's files/ by default, or HOUSING_FILES_DIR", () => {
    expect(readEnv({}).files).toEqual({ kind: "disk", dir: DEFAULT_FILES_DIR });
    expect(readEnv({ HOUSING_FILES_DIR: "/var/lib/housing/files" }).files).toEqual({
      kind: "disk",
      dir: "/var/lib/housing/files",
    });
    expect(fileStoreFromConfig(readEnv({}).files).kind).toBe("disk");
  });

  it("is an S3 bucket when the endpoint is set, with its name and keys required", () => {
    const s3 = {
      HOUSING_FILES_S3_ENDPOINT: "https://s3.eu-north-1.amazonaws.com",
      HOUSING_FILES_S3_BUCKET: "fjallvik-case-files",
      HOUSING_FILES_S3_REGION: "eu-north-1",
      HOUSING_FILES_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      HOUSING_FILES_S3_SECRET_ACCESS_KEY: "secret-example",
    };
    expect(readEnv(s3).files).toEqual({
      kind: "s3",
      endpoint: "https://s3.eu-north-1.amazonaws.com",
      bucket: "fjallvik-case-files",
      region: "eu-north-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret-example",
    });
    expect(fileStoreFromConfig(readEnv(s3).files).kind).toBe("s3");
    expect(() => readEnv({ ...s3, HOUSING_FILES_S3_BUCKET: "" })).toThrow(
      "HOUSING_FILES_S3_BUCKET: required with HOUSING_FILES_S3_ENDPOINT",
    );
    expect(() => readEnv({ ...s3, HOUSING_FILES_S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      "HOUSING_FILES_S3_SECRET_ACCESS_KEY",
    );
    expect(() => readEnv({ ...s3, HOUSING_FILES_S3_ENDPOINT: "ftp://files" })).toThrow("HOUSING_FILES_S3_ENDPOINT");
    expect(() => readEnv({ ...s3, HOUSING_FILES_S3_BUCKET: "Bad_Bucket" })).toThrow("HOUSING_FILES_S3_BUCKET");
  });
});
