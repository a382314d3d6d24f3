ALTER TABLE "tickets" ADD COLUMN "awaiting_staff" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_waiting_created_idx" ON "tickets" USING btree ("created_at","id") WHERE ("tickets"."awaiting_staff" and "tickets"."status" <> 'Resolved');--> statement-breakpoint
-- Tickets opened before this migration: waiting when their latest visible comment is the customer's, or there is none.
UPDATE "tickets" t SET "awaiting_staff" = coalesce(
  (SELECT c."author_id" = t."user_id" FROM "ticket_comments" c WHERE c."ticket_id" = t."id" AND NOT c."internal"
   ORDER BY c."created_at" DESC, c."id" DESC LIMIT 1), true)
WHERE "awaiting_staff" IS DISTINCT FROM coalesce(
  (SELECT c."author_id" = t."user_id" FROM "ticket_comments" c WHERE c."ticket_id" = t."id" AND NOT c."internal"
   ORDER BY c."created_at" DESC, c."id" DESC LIMIT 1), true);
--> statement-breakpoint
-- Who spoke last, kept by a statement-level trigger with a transition table (as the dashboard's
-- figures, ADR 015): a bulk load of comments costs one update, an internal note changes nothing.
CREATE FUNCTION ticket_comments_awaiting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets t SET awaiting_staff = (latest.author_id = t.user_id)
  FROM (SELECT DISTINCT ON (ticket_id) ticket_id, author_id FROM new_comments WHERE NOT internal
        ORDER BY ticket_id, created_at DESC, id DESC) latest
  WHERE t.id = latest.ticket_id AND t.awaiting_staff IS DISTINCT FROM (latest.author_id = t.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_comments_awaiting AFTER INSERT ON ticket_comments
  REFERENCING NEW TABLE AS new_comments FOR EACH STATEMENT EXECUTE FUNCTION ticket_comments_awaiting();
