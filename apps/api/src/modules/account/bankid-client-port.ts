import { createBankIdClient, type BankIdConfig } from "../../providers/bankid";
import type { BankIdCollectResult, BankIdPort } from "./bankid-port";

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
    close: () => client.close(),
  };
}
