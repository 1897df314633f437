import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { CaseDetailSchema } from "@housing/contracts/cases";
import { diskFileStore } from "../core/uploads";
import { demoUserId } from "../testing/account";
import { caseId, demoAssociationId } from "../testing/fixtures";
import { sessionToken } from "../testing/sessions";
import { testDrivers, useSeededApp } from "../testing/test-database";
import { seedCaseFiles, storeSeedCaseFiles } from "./case-files";

/*
 * The seeded cases' attachments have bytes (case-files.ts): stored at seed time, they download
 * with the rows' sizes, to whoever may read their case only.
 */

const dir = await mkdtemp(join(tmpdir(), "seed-files-test-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("makes the same files every time", async () => {
  const files = await seedCaseFiles();
  expect(files.map((file) => file.storageKey)).toHaveLength(4);
  for (const file of files.filter((candidate) => candidate.contentType === "image/jpeg")) {
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
  }
});

describe.each(testDrivers())("seeded case files on $name", (driver) => {
  // A store of each driver's own: the seed stores its files into a store that starts empty.
  const fileStore = diskFileStore(join(dir, driver.name));
  const t = useSeededApp(driver, { app: { fileStore } });
  const login = (user: string) => sessionToken(t.handle.db, { userId: demoUserId(user), siteKey: "Jmse" });
  const boardLogin = (user: string, association: string) =>
    sessionToken(t.handle.db, {
      userId: demoUserId(user),
      loginType: "boardMemberCase",
      associationId: demoAssociationId(association),
      siteKey: "Jmse",
    });
  const download = (token: string, path: string) =>
    t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const detailOf = async (token: string, id: string) => {
    const answer = await t.app.request(`/case_management/customer/case/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return v.parse(CaseDetailSchema, await answer.json());
  };

  it("serves the seeded cases' and round's attachments once the seed has stored them", async () => {
    const anna = await login("anna");
    const detail = await detailOf(anna, caseId(1024));
    const seeded = detail.attachments[0]!;
    expect((await download(anna, seeded.path)).status).toBe(404);
    expect(await storeSeedCaseFiles(fileStore)).toBe(4);
    // A second run leaves the files there as they are.
    expect(await storeSeedCaseFiles(fileStore)).toBe(0);
    const photo = await download(anna, seeded.path);
    expect(photo.status).toBe(200);
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect(bytes.length).toBe(seeded.size);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");

    const karin = await boardLogin("karin", "solglantan");
    const hiss = await t.app.request(`/case_management/case/${caseId(1040)}`, {
      headers: { authorization: `Bearer ${karin}` },
    });
    const hissFile = v.parse(CaseDetailSchema, await hiss.json()).attachments[0]!;
    expect((await download(karin, hissFile.path)).status).toBe(200);
    const round = (await (
      await t.app.request("/case_management/rounds", { headers: { authorization: `Bearer ${karin}` } })
    ).json()) as { rounds: { id: string }[] };
    const autumn = (await (
      await t.app.request(`/case_management/rounds/${round.rounds[0]!.id}`, {
        headers: { authorization: `Bearer ${karin}` },
      })
    ).json()) as { controlPoints: { attachments: { path: string }[] }[] };
    expect((await download(karin, autumn.controlPoints[0]!.attachments[0]!.path)).status).toBe(200);

    const ola = await sessionToken(t.handle.db, { userId: demoUserId("ola"), siteKey: "Jmno" });
    const olaCase = v.parse(
      CaseDetailSchema,
      await (
        await t.app.request(`/case_management/customer/case/${caseId(1060)}`, {
          headers: { authorization: `Bearer ${ola}` },
        })
      ).json(),
    );
    const pdf = await download(ola, olaCase.attachments[0]!.path);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // Still only for whoever may read the case.
    expect((await download(anna, olaCase.attachments[0]!.path)).status).toBe(404);
  });
});
