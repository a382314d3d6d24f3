CREATE TYPE "public"."panel_drift_field" AS ENUM('expiry', 'devices', 'enabled', 'missing');--> statement-breakpoint
CREATE TYPE "public"."reconciliation_state" AS ENUM('requested', 'running', 'done', 'stopped');--> statement-breakpoint
ALTER TYPE "public"."panel_action_kind" ADD VALUE 'recreate';--> statement-breakpoint
CREATE TABLE "panel_drift" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"field" "panel_drift_field" NOT NULL,
	"ours" text NOT NULL,
	"panel" text,
	"checked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" integer,
	"state" "reconciliation_state" DEFAULT 'requested' NOT NULL,
	"after_id" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"drifted" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panel_drift" ADD CONSTRAINT "panel_drift_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_reconciliations" ADD CONSTRAINT "panel_reconciliations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panel_drift_subscription_field_key" ON "panel_drift" USING btree ("subscription_id","field");--> statement-breakpoint
CREATE INDEX "panel_drift_list_idx" ON "panel_drift" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_reconciliations_key" ON "panel_reconciliations" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_reconciliations_one_open" ON "panel_reconciliations" USING btree ((true)) WHERE "panel_reconciliations"."state" in ('requested', 'running');--> statement-breakpoint
CREATE INDEX "subscriptions_panel_line_idx" ON "subscriptions" USING btree ("id") WHERE "subscriptions"."panel_line_id" is not null and "subscriptions"."deleted_at" is null;