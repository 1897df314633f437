import { createHash, createSign } from "node:crypto";
import { escapeHtml as escapeXml } from "../http";
import type { UserIdentity } from "./identities";
import type { Order } from "./orders";

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi: string };
  bankIdIssueDate: string;
  stepUp: { mrtd: boolean };
  signature: string;
  ocspResponse: string;
  risk?: "low" | "moderate" | "high";
}

/** A stable, opaque device id per person (BankID's uhi identifies the installation on a device). */
export function deviceUhi(personalNumber: string): string {
  return createHash("sha256").update(`uhi:${personalNumber}`).digest("base64url").slice(0, 27);
}

/** A stable issue date per person, in the last few years. */
function issueDate(personalNumber: string): string {
  const hash = createHash("sha256").update(`issued:${personalNumber}`).digest();
  const day = Date.UTC(2022, 0, 1) + (hash.readUInt16BE(0) % (3 * 365)) * 24 * 60 * 60 * 1000;
  return new Date(day).toISOString().slice(0, 10);
}

const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * An XML signature in the shape BankID returns (an XMLDSig envelope around bankIdSignedData with
 * the visible and non-visible data, server and client info), signed with the simulator's key.
 * It is not BankID's signature and is not meant to verify against BankID's certificates.
 */
function signatureXml(order: Order, user: UserIdentity, now: number, signingKeyPem: string | undefined): string {
  const visible =
    order.userVisibleText === undefined ? "" : Buffer.from(order.userVisibleText, "utf8").toString("base64");
  const signedData =
    `<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">` +
    `<usrVisibleData charset="UTF-8" visible="wysiwys">${visible}</usrVisibleData>` +
    `<usrNonVisibleData>${order.userNonVisibleData ?? ""}</usrNonVisibleData>` +
    `<srvInfo><name>Housing BankID simulator</name><nonce>${sha256Base64(order.orderRef)}</nonce>` +
    `<displayName>Housing</displayName></srvInfo>` +
    `<clientInfo><funcId>${order.kind.endsWith("sign") ? "Signing" : "Identification"}</funcId><version>simulated</version>` +
    `<env><ai><type>SIMULATOR</type><deviceInfo>${escapeXml(deviceUhi(user.personalNumber))}</deviceInfo></ai></env></clientInfo>` +
    `<timestamp>${new Date(now).toISOString()}</timestamp>` +
    `</bankIdSignedData>`;
  const signedInfo =
    `<SignedInfo xmlns="http://www.w3.org/2000/09/xmldsig#">` +
    `<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></CanonicalizationMethod>` +
    `<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"></SignatureMethod>` +
    `<Reference Type="http://www.bankid.com/signature/v1.0.0/types" URI="#bidSignedData">` +
    `<Transforms><Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></Transform></Transforms>` +
    `<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></DigestMethod>` +
    `<DigestValue>${sha256Base64(signedData)}</DigestValue></Reference></SignedInfo>`;
  const value = signingKeyPem ? createSign("sha256").update(signedInfo).sign(signingKeyPem, "base64") : "";
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` +
    `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">${signedInfo}` +
    `<SignatureValue>${value}</SignatureValue>` +
    `<KeyInfo><X509Data><X509SubjectName>CN=${escapeXml(user.name)}</X509SubjectName></X509Data></KeyInfo>` +
    `<Object>${signedData}</Object></Signature>`
  );
}

export function buildCompletionData(
  order: Order,
  user: UserIdentity,
  deviceIp: string,
  now: number,
  signingKeyPem: string | undefined,
): CompletionData {
  const ocsp = `simulated OCSP response: good; order ${order.orderRef}; produced ${new Date(now).toISOString()}`;
  return {
    user: { personalNumber: user.personalNumber, name: user.name, givenName: user.givenName, surname: user.surname },
    device: { ipAddress: deviceIp, uhi: deviceUhi(user.personalNumber) },
    bankIdIssueDate: issueDate(user.personalNumber),
    stepUp: { mrtd: order.requirement.mrtd === true },
    signature: Buffer.from(signatureXml(order, user, now, signingKeyPem), "utf8").toString("base64"),
    ocspResponse: Buffer.from(ocsp, "utf8").toString("base64"),
    ...(order.returnRisk ? { risk: "low" as const } : {}),
  };
}
