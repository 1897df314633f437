import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { objects, stages } from "../../core/db/schema";
import { inProcessQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { call } from "../../testing/account";
import { bookableStage, reserve, type BookableStage } from "../../testing/booking";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * Spec section 2: the search and object pages show a home's new status at once. After the
 * reservation and the release the site's app is told which pages to render again (site-shell's
 * `/_revalidate/`, with the secret); a site that answers an error changes nothing for the buyer.
 */
const SECRET = "a-revalidation-secret-of-this-test";

describe.each(testDrivers())("telling the sites of a status change on $name", (driver) => {
  const received: Array<{ authorization: string | undefined; body: unknown }> = [];
  let site: Server;
  const jobs = inProcessQueue(silentLogger);
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = { jobs };

  beforeAll(async () => {
    site = createServer((request, response) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        if (request.method === "POST" && request.url === "/_revalidate/") {
          received.push({ authorization: request.headers.authorization, body: JSON.parse(text) as unknown });
        }
        response.writeHead(received.length > 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    options.revalidate = {
      secret: SECRET,
      origins: { se: `http://127.0.0.1:${(site.address() as AddressInfo).port}` },
    };
    await jobs.start();
  });
  afterAll(() => {
    site?.close();
  });

  const seeded = useSeededApp(driver, { catalogue: { objects: 500 }, app: options });
  let stage: BookableStage;

  beforeAll(async () => {
    stage = await bookableStage(seeded.handle.db, "Jmse", 8);
  });

  it("sends the search, object and stage tags with the bearer after reserving and after releasing", async () => {
    const { db } = seeded.handle;
    const home = stage.homes[0]!;
    const [urls] = await db
      .select({ objectUrl: objects.url, stageUrl: stages.url })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .where(eq(objects.id, home));
    const anna = await sessionToken(db, { userId: demoUserId("anna") });
    await reserve(seeded.app, jobs, anna, home);
    await jobs.settled();
    const tags = ["search:se", `page:se:${urls!.objectUrl}`, `page:se:${urls!.stageUrl}`];
    expect(received).toEqual([{ authorization: `Bearer ${SECRET}`, body: { tags, expire: "now" } }]);
    // The site answers 500 this time: the buyer's release goes through all the same.
    const left = await call(seeded.app, "GET", "/api/buyresidence/removebuyresidenceexpire", { token: anna });
    expect(left.body).toEqual({ released: true });
    await jobs.settled();
    expect(received).toHaveLength(2);
    expect(JSON.stringify(received)).not.toContain("198503121231");
  });
});
