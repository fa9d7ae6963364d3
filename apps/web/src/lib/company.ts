/** The brand as the screens write it. */
export const COMPANY_NAME = 'Comoé Express';

/** How to reach the Comoé Express team, shown in the footer and on the contact page. */
export const COMPANY_CONTACT = {
  address: "Grand-Bassam, Côte d'Ivoire",
  phoneDisplay: '+225 07 00 00 00 00',
  phoneHref: 'tel:+2250700000000',
  email: 'contact@comoe-express.ci',
} as const;
