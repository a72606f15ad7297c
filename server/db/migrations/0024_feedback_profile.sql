-- Reserved for issue 27 (feedback_profile); written by hand beside concurrent work, then checked against drizzle-kit's snapshot.
SELECT 1;
