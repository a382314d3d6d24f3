CREATE TABLE "trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email_key" text NOT NULL,
	"source_address" text NOT NULL,
	"plan_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"hours" integer NOT NULL,
	"devices" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	"converted_payment_id" integer
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "trial_hours" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "trial_devices" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_hours" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_devices" integer;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_converted_payment_id_payments_id_fk" FOREIGN KEY ("converted_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_user_key" ON "trials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_email_key" ON "trials" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "trials_started_idx" ON "trials" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "trials_source_started_idx" ON "trials" USING btree ("source_address","started_at");--> statement-breakpoint
CREATE INDEX "trials_subscription_idx" ON "trials" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "trials_converted_idx" ON "trials" USING btree ("converted_at") WHERE "trials"."converted_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_trial_end_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."trial_hours" is not null and "subscriptions"."status" = 'Active' and "subscriptions"."deleted_at" is null;