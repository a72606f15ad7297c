/** FAQ sections and their questions, in page order (texts in locales/en-PH/info.json → faq). */
export const FAQ_SECTIONS = {
  account: ['register', 'forgot', 'oneAccount'],
  money: ['deposit', 'withdraw', 'name'],
  bonuses: ['free', 'rules'],
  responsible: ['limits', 'break'],
  security: ['password', 'suspicious'],
} as const;

export type FaqSection = keyof typeof FAQ_SECTIONS;

export const isFaqSection = (value: string | undefined): value is FaqSection => value !== undefined && Object.hasOwn(FAQ_SECTIONS, value);
