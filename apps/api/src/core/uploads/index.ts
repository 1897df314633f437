export { CASE_UPLOAD_LIMITS, maxUploadBodyBytes, UPLOAD_BODY_MARGIN_BYTES, type UploadLimits } from "./limits";
export { sniffUploadType, UPLOAD_TYPES, type UploadMediaType, type UploadType } from "./file-type";
export { readUpload, type ReadUploadOptions, type UploadedFile, type UploadResult } from "./read-upload";
export { sendUploadProblem, UPLOAD_TOO_LARGE_MESSAGE, uploadProblemStatus, type UploadProblem } from "./problems";
export { acceptUploads, takesUploads } from "./route-limit";
export { isSafeKey, type FileStore, type StoredFile } from "./store";
export { diskFileStore } from "./disk-store";
export { s3FileStore, type S3StoreConfig } from "./s3-store";
export { fileStoreFromConfig, type FileStoreConfig } from "./config";
