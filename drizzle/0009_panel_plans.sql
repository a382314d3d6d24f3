ALTER TABLE "plans" ADD COLUMN "panel_bouquets" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "panel_automatic" boolean DEFAULT true NOT NULL;