ALTER TABLE "customer_sessions" ADD COLUMN "device_id" text;
