ALTER TABLE "parental_consents" DROP CONSTRAINT "parental_consents_purpose_ck";--> statement-breakpoint
ALTER TABLE "parental_consents" ALTER COLUMN "given_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_decision_ck" CHECK ("parental_consents"."given_at" is not null or "parental_consents"."withdrawn_at" is not null);--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_purpose_ck" CHECK ("parental_consents"."purpose" in ('learning_records', 'leaderboards', 'notifications'));