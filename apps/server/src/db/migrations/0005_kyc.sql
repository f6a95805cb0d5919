CREATE TABLE "bank_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"country" text NOT NULL,
	"holder_name" text NOT NULL,
	"card_number" text NOT NULL,
	"card_type" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"ifsc" text,
	"upi" text,
	"account_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bank_cards_country_known" CHECK (country IN ('JP', 'IN')),
	CONSTRAINT "bank_cards_type_known" CHECK (card_type IN ('futsu', 'toza', 'savings', 'current'))
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"katakana_name" text,
	"document_type" text NOT NULL,
	"id_number" text NOT NULL,
	"front_upload_id" bigint NOT NULL,
	"back_upload_id" bigint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_operator_id" bigint,
	"review_reason" text,
	CONSTRAINT "identity_verifications_status_known" CHECK (status IN ('pending', 'verified', 'rejected')),
	CONSTRAINT "identity_verifications_document_known" CHECK (document_type IN ('my_number_card', 'drivers_license', 'health_insurance_card', 'passport', 'national_id')),
	CONSTRAINT "identity_verifications_review_consistent" CHECK ((status = 'pending' AND reviewed_at IS NULL)
        OR (status = 'verified' AND reviewed_at IS NOT NULL)
        OR (status = 'rejected' AND reviewed_at IS NOT NULL AND length(btrim(coalesce(review_reason, ''))) > 0))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "uploads_purpose_known" CHECK (purpose IN ('id_front', 'id_back', 'deposit_proof')),
	CONSTRAINT "uploads_content_type_image" CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "uploads_size_positive" CHECK (size_bytes > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_upload_id_uploads_id_fk" FOREIGN KEY ("front_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_upload_id_uploads_id_fk" FOREIGN KEY ("back_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_operator_id_operators_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_customer_idx" ON "bank_cards" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_active_account_key" ON "bank_cards" USING btree ("account_key") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "identity_verifications_customer_idx" ON "identity_verifications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "identity_verifications_id_number_idx" ON "identity_verifications" USING btree ("document_type","id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_open_per_customer" ON "identity_verifications" USING btree ("customer_id") WHERE status IN ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "uploads_customer_idx" ON "uploads" USING btree ("customer_id","created_at");