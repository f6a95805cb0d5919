ALTER TABLE "ipo_applications" ADD COLUMN "position_id" bigint;--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "origin" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_applications_position_key" ON "ipo_applications" USING btree ("position_id");--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_position_when_paid" CHECK (position_id IS NULL OR status = 'paid');--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD CONSTRAINT "ipo_offerings_listed_after_draw" CHECK (listed_at IS NULL OR (status = 'drawn' AND lapses_settled_at IS NOT NULL));--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_origin_known" CHECK (origin IN ('order', 'ipo'));