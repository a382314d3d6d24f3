CREATE TYPE "public"."line_disabled_reason" AS ENUM('staff', 'expired', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."panel_action_kind" AS ENUM('provision', 'renew', 'disable', 'password');--> statement-breakpoint
CREATE TYPE "public"."panel_action_state" AS ENUM('queued', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."provisioning_state" AS ENUM('Provisioning', 'Failed');--> statement-breakpoint
CREATE TABLE "panel_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" "panel_action_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" "panel_action_state" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"action_id" integer,
	"attempt" integer NOT NULL,
	"call" text NOT NULL,
	"request" jsonb NOT NULL,
	"answer" text,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "panel_line_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provisioning" "provisioning_state";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provisioning_error" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "line_disabled_reason" "line_disabled_reason";--> statement-breakpoint
ALTER TABLE "panel_actions" ADD CONSTRAINT "panel_actions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_log" ADD CONSTRAINT "panel_log_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_log" ADD CONSTRAINT "panel_log_action_id_panel_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."panel_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panel_actions_key" ON "panel_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "panel_actions_due_idx" ON "panel_actions" USING btree ("next_attempt_at","id") WHERE "panel_actions"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "panel_actions_subscription_idx" ON "panel_actions" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "panel_log_subscription_idx" ON "panel_log" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_provisioning_failed_idx" ON "subscriptions" USING btree ("created_at","id") WHERE "subscriptions"."provisioning" = 'Failed' and "subscriptions"."deleted_at" is null;