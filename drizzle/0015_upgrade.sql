ALTER TYPE "public"."panel_action_kind" ADD VALUE 'upgrade';--> statement-breakpoint
DROP INDEX "subscriptions_provisioning_failed_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upgrade_from_plan_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upgrade_credit" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upgrade_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_upgrade_from_plan_id_plans_id_fk" FOREIGN KEY ("upgrade_from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_panel_failed_idx" ON "subscriptions" USING btree ("created_at","id") WHERE ("subscriptions"."provisioning" = 'Failed' or "subscriptions"."provisioning_error" is not null) and "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payments_upgrade_from_idx" ON "payments" USING btree ("upgrade_from_plan_id") WHERE "payments"."upgrade_from_plan_id" is not null;