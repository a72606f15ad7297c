-- Reserved for 0035_spin_wheel (issue 29); filled by its author.
SELECT 1;
