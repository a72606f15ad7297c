-- Reserved for 0034_scratch_cards (issue 29); filled by its author.
SELECT 1;
