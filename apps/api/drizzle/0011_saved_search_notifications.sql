-- Saved-search alerts tell the user in the bell too: the notifications take our SavedSearch type.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."notification_type" in ('VipPayment', 'DocumentSigning', 'Case', 'SavedSearch'));