import { NotificationsResponseSchema } from "@housing/contracts/my-pages";
import type { OperationSpec } from "../../core/openapi/operation";
import { NotificationParamsSchema } from "./routes";

const EXAMPLE = {
  notifications: [
    {
      id: "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d",
      name: "vip_payment",
      notificationType: "VipPayment",
      createdOn: "2026-11-01T10:00:00.000Z",
      title: "Din VIP-avgift är inte betald",
      errandId: null,
      isUnread: true,
    },
  ],
};
const BEARER =
  "Needs `Authorization: Bearer <token>` (401 without). `siteKey` is a site-config key (Jmse, JmseEn, Seniorgarden, Boratt, Jmno, Jmoy, Entreprenad); another is a 400 on `params.siteKey`. A board login has none (an empty list, spec section 6).";

/** Spec section 7, notifications: the bell. */
export const notificationOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/notifications/{siteKey}",
    operationId: "listNotifications",
    requiresUser: true,
    tag: "My pages",
    summary: "The user's notifications on a site",
    description: `${BEARER} Newest first (the newest 100), titled in the site's language; \`isUnread\` until the pause call. A Case carries its \`errandId\`.`,
    params: NotificationParamsSchema,
    responses: { 200: { description: "The notifications.", schema: NotificationsResponseSchema, example: EXAMPLE } },
  },
  {
    method: "get",
    path: "/notifications/pause/{siteKey}",
    operationId: "pauseNotifications",
    requiresUser: true,
    tag: "My pages",
    summary: "Marks the user's notifications on a site as seen",
    description: `${BEARER} Every notification of the site becomes \`isUnread: false\`; the list stays. Answers the list as it is now.`,
    params: NotificationParamsSchema,
    responses: {
      200: {
        description: "The notifications, all seen.",
        schema: NotificationsResponseSchema,
        example: { notifications: [{ ...EXAMPLE.notifications[0], isUnread: false }] },
      },
    },
  },
];
