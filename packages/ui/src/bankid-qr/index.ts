/* BankID's animated QR code, an entry of its own so that only the pages that show one carry it. */
export { BANKID_QR_SIZE, BankIdQr } from "./bankid-qr";
