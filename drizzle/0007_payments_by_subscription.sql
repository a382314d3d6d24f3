DROP INDEX "payments_subscription_idx";--> statement-breakpoint
CREATE INDEX "payments_subscription_created_idx" ON "payments" USING btree ("subscription_id","created_at","id");