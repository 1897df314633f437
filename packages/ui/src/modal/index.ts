export { Modal, type ModalProps } from "./modal";
export { PRESERVED_HASHES } from "./modal-hash";
export { useHashTrigger } from "./use-hash-trigger";
