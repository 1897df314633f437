import { close, listen } from "../http";
import type { RunningSimulator, Simulator, SimulatorOptions } from "../simulator";
import { CERTIFICATE_FILES, ensureCertificates } from "./certificates";
import { OrderStore } from "./orders";
import { createPhoneServer } from "./phone-server";
import { createRpServer, RP_API_PREFIX } from "./rp-server";

/** The relying-party API (HTTPS with mutual TLS) and the phone page (plain HTTP), loopback only. */
export const BANKID_PORTS = { rp: 4301, phone: 4302 } as const;
const HOST = "127.0.0.1";

export async function startBankId(options: SimulatorOptions): Promise<RunningSimulator> {
  const certificates = await ensureCertificates(options.dataDir);
  if (certificates.generated)
    options.log(`bankid: wrote a CA, a server and a client certificate to ${certificates.dir}`);
  const store = new OrderStore(options.clock, certificates.serverKeyPem);
  const rp = createRpServer(certificates, store, options.log);
  const phone = createPhoneServer(store, options.log);
  const rpPort = await listen(rp, options.freePorts ? 0 : BANKID_PORTS.rp, HOST);
  let phonePort: number;
  try {
    phonePort = await listen(phone, options.freePorts ? 0 : BANKID_PORTS.phone, HOST);
  } catch (error) {
    await close(rp);
    throw error;
  }
  const file = (name: string) => `${certificates.dir}/${name}`;
  return {
    urls: {
      rp: `https://${HOST}:${rpPort}${RP_API_PREFIX}`,
      phone: `http://${HOST}:${phonePort}/`,
    },
    files: {
      ca: file(CERTIFICATE_FILES.ca),
      clientCert: file(CERTIFICATE_FILES.client),
      clientKey: file(CERTIFICATE_FILES.clientKey),
      clientPfx: file(CERTIFICATE_FILES.clientPfx),
      serverCert: file(CERTIFICATE_FILES.server),
      serverKey: file(CERTIFICATE_FILES.serverKey),
    },
    close: async () => {
      await Promise.all([close(rp), close(phone)]);
    },
  };
}

export const bankIdSimulator: Simulator = { name: "bankid", start: startBankId };
