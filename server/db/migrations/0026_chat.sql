-- Reserved for issue 27 (chat); written by hand beside concurrent work, then checked against drizzle-kit's snapshot.
SELECT 1;
