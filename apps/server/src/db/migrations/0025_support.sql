CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_operator_id" bigint,
	"locale" text DEFAULT 'ja' NOT NULL,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_conversations_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "support_conversations_status" CHECK (status IN ('open', 'closed')),
	CONSTRAINT "support_conversations_locale" CHECK ("locale" IN ('ja', 'zh-TW', 'en'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"body" text NOT NULL,
	"upload_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "support_messages_author" CHECK (author IN ('customer', 'support')),
	CONSTRAINT "support_messages_content" CHECK ((length(body) > 0 OR upload_id IS NOT NULL) AND length(body) <= 2000),
	CONSTRAINT "support_messages_operator" CHECK ((author = 'support') = (operator_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_operator_id_operators_id_fk" FOREIGN KEY ("assigned_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_known";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_known" CHECK (purpose IN ('id_front', 'id_back', 'deposit_proof', 'support_image'));
