import {
  CASE_STATUS_COLOURS,
  caseStatusByKey,
  type CaseDetail,
  type CaseStatusInfo,
  type CaseStatusKey,
  type CaseSummary,
  type Round,
  type RoundDetail,
} from "@housing/contracts/cases";

/* The errands page's fixtures for its tests and Storybook's stories: Anna's errands and her association's rounds. */

export function statusInfo(key: CaseStatusKey): CaseStatusInfo {
  const status = caseStatusByKey(key);
  const colour = CASE_STATUS_COLOURS[status.group];
  return { id: status.id, key: status.key, group: status.group, colour, rank: status.rank, isPaused: status.isPaused };
}

const errand = (
  id: string,
  ticketNumber: number,
  key: CaseStatusKey,
  caseTypeName: string,
  creationDate: string,
  extra: Partial<CaseSummary> = {},
): CaseSummary => ({
  id,
  ticketNumber,
  caseStatusId: caseStatusByKey(key).id,
  status: statusInfo(key),
  caseTypeName,
  creationDate,
  roomType: "Badrum",
  objectName: "Lgh 1102",
  objectAddress: "Solrosvägen 4",
  buildingPartName: null,
  brfName: "Brf Solrosen",
  otherResidentInfo: null,
  area: 899310001,
  problemArea: "bathroom",
  buildingType: "Object",
  ...extra,
});

/** A dripping tap under warranty, registered yesterday. */
export const ERRAND_REGISTERED = errand(
  "a1000000-0000-4000-8000-000000000001",
  10041,
  "registered",
  "Garanti",
  "2026-11-26T08:00:00.000Z",
);
/** The kitchen fan, ongoing (management). */
export const ERRAND_ONGOING = errand(
  "a1000000-0000-4000-8000-000000000002",
  10032,
  "ongoing",
  "Förvaltning",
  "2026-11-10T10:00:00.000Z",
  { roomType: "Kök", problemArea: "kitchen" },
);
/** The stairwell light, waiting for material (a paused sub-status of ongoing, management-other). */
export const ERRAND_PAUSED = errand(
  "a1000000-0000-4000-8000-000000000003",
  10027,
  "waitingMaterial",
  "Förvaltning övrig",
  "2026-10-30T12:00:00.000Z",
  { roomType: "Trapphus", area: 899310002, buildingType: "Stairs", objectName: null, problemArea: "lighting" },
);
/** The balcony door, done last summer. */
export const ERRAND_COMPLETED = errand(
  "a1000000-0000-4000-8000-000000000004",
  9980,
  "completed",
  "Garanti",
  "2026-06-02T09:00:00.000Z",
  { roomType: "Balkong", problemArea: "balcony" },
);
/** The one-year inspection's remark on the Norwegian site. */
export const ERRAND_INSPECTION = errand(
  "a1000000-0000-4000-8000-000000000005",
  20011,
  "executedNorway",
  "Befaring - Anmerkning",
  "2026-09-15T09:00:00.000Z",
  { roomType: "Bad", objectAddress: "Bjørkeveien 2", brfName: "Bjørkeveien Sameie" },
);

export const ERRANDS: CaseSummary[] = [ERRAND_COMPLETED, ERRAND_PAUSED, ERRAND_REGISTERED, ERRAND_ONGOING];

const IMAGE_ID = "b2000000-0000-4000-8000-000000000001";
const PDF_ID = "b2000000-0000-4000-8000-000000000002";

/** The registered errand in full: a photo and a PDF attached, closable. */
export const ERRAND_DETAIL: CaseDetail = {
  ...ERRAND_REGISTERED,
  description: "Kranen i badrummet droppar hela tiden.",
  problemAreaDetails: "Handfat",
  updatedDate: "2026-11-26T08:00:00.000Z",
  alternativeContact: null,
  sendCopy: true,
  pets: null,
  petsDetail: null,
  keys: null,
  isClosable: true,
  attachments: [
    {
      attachmentId: IMAGE_ID,
      filename: "kran.jpg",
      contentType: "image/jpeg",
      size: 2_400_000,
      path: `/case_management/customer/file/${IMAGE_ID}/kran.jpg`,
    },
    {
      attachmentId: PDF_ID,
      filename: "kvitto.pdf",
      contentType: "application/pdf",
      size: 120_000,
      path: `/case_management/customer/file/${PDF_ID}/kvitto.pdf`,
    },
  ],
};

export const ROUND: Round = {
  id: "c3000000-0000-4000-8000-000000000001",
  name: "Höstrond 2026",
  roundDate: "2026-10-20T08:00:00.000Z",
  propertyName: "Solrosen 1",
  nrOfCaseControlPoints: 2,
};

export const ROUND_DETAIL: RoundDetail = {
  ...ROUND,
  controlPoints: [
    {
      id: "c3000000-0000-4000-8000-000000000011",
      title: "Taket",
      location: "Hus A",
      description: "Lös plåt vid skorstenen.",
      caseStatusId: caseStatusByKey("ongoing").id,
      status: statusInfo("ongoing"),
      attachments: [
        {
          attachmentId: "c3000000-0000-4000-8000-000000000021",
          filename: "tak.png",
          contentType: "image/png",
          size: 800_000,
          path: "/case_management/file/c3000000-0000-4000-8000-000000000021/tak.png/rounds",
        },
      ],
    },
    {
      id: "c3000000-0000-4000-8000-000000000012",
      title: "Lekplatsen",
      location: "Gården",
      description: "Gungan är trasig.",
      caseStatusId: caseStatusByKey("executed").id,
      status: statusInfo("executed"),
      attachments: [],
    },
  ],
};
