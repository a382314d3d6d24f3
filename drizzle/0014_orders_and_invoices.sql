CREATE SEQUENCE "public"."order_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "invoices_payment_key" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_year_seq_key" UNIQUE("year","seq")
);
--> statement-breakpoint
CREATE TABLE "order_references" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_references_payment_key" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transaction_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sha256" "bytea";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_references" ADD CONSTRAINT "order_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_references" ADD CONSTRAINT "order_references_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_references_open_key" ON "order_references" USING btree ("user_id") WHERE "order_references"."payment_id" is null;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_receipt_sha256_idx" ON "payments" USING btree ("receipt_sha256") WHERE "payments"."receipt_sha256" is not null;--> statement-breakpoint
CREATE INDEX "payments_transaction_ref_idx" ON "payments" USING btree (lower("transaction_ref")) WHERE "payments"."transaction_ref" is not null;--> statement-breakpoint
-- hand-written:
-- ADR 038. An order reference is the next number of order_reference_seq times 7368787 modulo
-- 30^5, written with 5 symbols of the reference alphabet: the multiplier shares no factor with
-- 30, so the map is a bijection and the first 24,300,000 references are all different, with no
-- retry and no race. The sequence is read once (a materialised CTE), however the plan runs.
CREATE FUNCTION next_order_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  WITH drawn AS MATERIALIZED (SELECT (nextval('order_reference_seq') * 7368787) % 24300000 AS n)
  SELECT 'NT-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', ((drawn.n / power(30, k)::bigint) % 30)::int + 1, 1), '' ORDER BY k DESC)
  FROM drawn, generate_series(0, 4) AS k
$$;--> statement-breakpoint
-- A payment inserted without a reference (the seeds, a test's factory) gets the next one.
CREATE FUNCTION payments_reference_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reference IS NULL THEN
    NEW.reference := next_order_reference();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_reference_default BEFORE INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION payments_reference_default();--> statement-breakpoint
-- Payments made before references get one each (in id order), registered as used.
UPDATE "payments" SET "reference" = next_order_reference() FROM (SELECT "id" FROM "payments" WHERE "reference" IS NULL ORDER BY "id" FOR UPDATE) AS old WHERE "payments"."id" = old."id";--> statement-breakpoint
INSERT INTO "order_references" ("code", "user_id", "payment_id", "created_at") SELECT "reference", "user_id", "id", "created_at" FROM "payments";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
-- Receipts already stored are hashed too (sha256() is built into Postgres 11+ and PGlite), so a
-- new upload of an old receipt is flagged. A pass over every receipt once: seconds per GB read.
UPDATE "payments" SET "receipt_sha256" = sha256("receipt") WHERE "receipt_sha256" IS NULL;
