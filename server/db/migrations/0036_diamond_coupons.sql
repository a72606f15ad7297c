-- Reserved for 0036_diamond_coupons (issue 29); filled by its author.
SELECT 1;
