import type { Faker } from '@faker-js/faker';
import { toMagentoDateTime } from '../../db/magento-datetime';
import type { CmsPage } from '../../store-rest/cms/cms-page';
import { REFERENCE_DATE } from '../seeded-faker';
import { aboutHtml } from './about';
import type { CompanyDetails } from './company-details';
import { howItWorksHtml } from './how-it-works';
import { privacyPolicyHtml } from './privacy-policy';
import { termsConditionsHtml } from './terms-conditions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The content pages. Their ids are fixed because the storefront asks for them by number (4 privacy policy,
 * 7 terms and conditions); the text is Loupe's own, with names, address and dates drawn from the seed.
 */
export function seedCmsPages(faker: Faker): CmsPage[] {
  const company = companyDetails(faker);
  const privacy = pageHistory(faker);
  const terms = pageHistory(faker);
  const about = pageHistory(faker);
  const howItWorks = pageHistory(faker);

  return [
    cmsPage({
      id: 4,
      identifier: 'privacy-policy',
      title: 'Privacy Policy',
      page_layout: '1column',
      meta_title: 'Privacy Policy | Loupe',
      meta_keywords: 'Loupe privacy policy, personal information, cookies',
      meta_description: 'How Loupe collects, uses and protects your personal information when you shop for diamonds and rings.',
      content_heading: 'Privacy Policy',
      content: privacyPolicyHtml(company, privacy.updated),
      ...privacy.times,
    }),
    cmsPage({
      id: 5,
      identifier: 'about',
      title: 'About Loupe',
      page_layout: 'cms-full-width',
      meta_title: 'About Loupe | GIA-certified diamonds and engagement rings',
      meta_keywords: 'Loupe, about us, GIA certified diamonds, engagement rings',
      meta_description: 'Loupe brings natural GIA-certified diamonds and designer rings together, with free shipping and free 14-day returns.',
      content_heading: 'About Loupe',
      content: aboutHtml(company),
      ...about.times,
    }),
    cmsPage({
      id: 6,
      identifier: 'how-it-works',
      title: 'How it works',
      page_layout: 'cms-full-width',
      meta_title: 'How it works | Loupe',
      meta_keywords: 'how to buy a diamond, diamond recommendations, engagement ring',
      meta_description: 'Tell us your budget, size or shape; our AI recommends the best diamonds and we deliver a complete, hand-set ring.',
      content_heading: 'How it works',
      content: howItWorksHtml(),
      ...howItWorks.times,
    }),
    cmsPage({
      id: 7,
      identifier: 'terms-conditions',
      title: 'Terms & Conditions',
      page_layout: '1column',
      meta_title: 'Terms & Conditions | Loupe',
      meta_keywords: 'Loupe terms and conditions, returns, shipping, payment',
      meta_description: 'The terms of sale of the Loupe online shop: diamonds, prices, payment, shipping and free 14-day returns.',
      content_heading: 'Terms & Conditions',
      content: termsConditionsHtml(company, terms.updated),
      ...terms.times,
    }),
  ];
}

/** Fields in Magento's order, with the values every Loupe page shares. */
function cmsPage(page: Omit<CmsPage, 'sort_order' | 'active'>): CmsPage {
  return { ...page, sort_order: '0', active: true };
}

function companyDetails(faker: Faker): CompanyDetails {
  return {
    legalName: 'Loupe, Inc.',
    streetAddress: `${faker.number.int({ min: 10, max: 990 })} ${faker.helpers.arrayElement(['Fifth Avenue', 'Madison Avenue', 'West 47th Street', 'Broadway', 'Lexington Avenue'])}, Suite ${faker.number.int({ min: 2, max: 30 })}00`,
    city: 'New York',
    stateCode: 'NY',
    zip: String(faker.number.int({ min: 10001, max: 10036 })),
    supportEmail: 'care@loupe.test',
    privacyEmail: 'privacy@loupe.test',
    // 555-0100 to 555-0199 are reserved for fiction: the number can never ring a real line.
    supportPhone: `(212) 555-01${faker.string.numeric(2)}`,
    privacyOfficer: faker.person.fullName(),
    headGemologist: faker.person.fullName(),
  };
}

/** A creation date one to three years before the reference date and a later last update, both in the past. */
function pageHistory(faker: Faker): { times: Pick<CmsPage, 'creation_time' | 'update_time'>; updated: Date } {
  const created = new Date(REFERENCE_DATE.getTime() - faker.number.int({ min: 365, max: 1095 }) * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 }));
  const updated = faker.date.between({ from: created, to: new Date(REFERENCE_DATE.getTime() - 7 * DAY_MS) });
  return { times: { creation_time: toMagentoDateTime(created), update_time: toMagentoDateTime(updated) }, updated };
}
