import { createBankIdClient, type BankIdConfig } from "../../providers/bankid";
import * as v from "valibot";
import type { BankIdCollectResult, BankIdPort, BankIdTestPhone } from "./bankid-port";

const TestIdentitiesSchema = v.object({
  identities: v.array(v.object({ personalNumber: v.string(), givenName: v.string(), surname: v.string() })),
});

/** The simulator's phone server as the developer-only form's test phone (plain HTTP on loopback). */
export function simulatorTestPhone(phoneUrl: string, timeoutMs: number): BankIdTestPhone {
  const base = phoneUrl.endsWith("/") ? phoneUrl : `${phoneUrl}/`;
  return {
    identities: async () => {
      const response = await fetch(new URL("api/identities", base), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`The BankID simulator answered ${response.status}`);
      return v
        .parse(TestIdentitiesSchema, await response.json())
        .identities.map(({ personalNumber, givenName, surname }) => ({ personalNumber, givenName, surname }));
    },
    approve: async (autoStartToken, personalNumber) => {
      const response = await fetch(new URL("api/approve", base), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ autoStartToken, personalNumber }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`The BankID simulator answered ${response.status}`);
      return response.ok;
    },
  };
}

/**
 * The account service's BankID port on the relying-party client (providers/bankid): the real
 * service or, locally, the simulator, reached over mutual TLS either way. Hint codes pass on as
 * BankID sent them, unknown ones included (the front end shows a neutral text for those).
 */
export function bankIdPortFromConfig(config: BankIdConfig): BankIdPort & { close(): void } {
  const client = createBankIdClient(config);
  return {
    auth: async ({ endUserIp, returnUrl }) => {
      const order = await client.auth({ endUserIp, ...(returnUrl ? { returnUrl } : {}) });
      return {
        orderRef: order.orderRef,
        autoStartToken: order.autoStartToken,
        qrStartToken: order.qrStartToken,
        qrStartSecret: order.qrStartSecret,
      };
    },
    sign: async ({ endUserIp, returnUrl, userVisibleText, userNonVisibleData, personalNumber }) => {
      const order = await client.sign({
        endUserIp,
        userVisibleText,
        ...(returnUrl ? { returnUrl } : {}),
        ...(userNonVisibleData ? { userNonVisibleData } : {}),
        ...(personalNumber ? { requirement: { personalNumber } } : {}),
      });
      return {
        orderRef: order.orderRef,
        autoStartToken: order.autoStartToken,
        qrStartToken: order.qrStartToken,
        qrStartSecret: order.qrStartSecret,
      };
    },
    collect: async (orderRef): Promise<BankIdCollectResult> => {
      const result = await client.collect(orderRef);
      if (result.status === "complete") {
        const { personalNumber, name, givenName, surname } = result.completionData.user;
        return { status: "complete", completionData: { user: { personalNumber, name, givenName, surname } } };
      }
      return { status: result.status, hintCode: result.hint.code };
    },
    cancel: (orderRef) => client.cancel(orderRef),
    autoStartUrl: (token) =>
      config.autostartUrl ? config.autostartUrl.replace("{token}", encodeURIComponent(token)) : null,
    ...(config.simulatorPhoneUrl ? { testPhone: simulatorTestPhone(config.simulatorPhoneUrl, config.timeoutMs) } : {}),
    close: () => client.close(),
  };
}
