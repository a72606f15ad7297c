import coupons from '../../../locales/en-PH/diamond-coupons.json';
import { addNamespace } from '../i18n/i18n.ts';

// The coupon picker's texts travel with the pages that show it (the diamond mall, the scratch cards).
addNamespace('diamond-coupons', coupons);
