CREATE TABLE "job_effects" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
