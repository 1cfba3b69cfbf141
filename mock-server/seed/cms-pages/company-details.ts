/** The facts that several CMS pages quote; drawn once per seed so that the pages agree with each other. */
export interface CompanyDetails {
  legalName: string;
  streetAddress: string;
  city: string;
  stateCode: string;
  zip: string;
  supportEmail: string;
  privacyEmail: string;
  supportPhone: string;
  privacyOfficer: string;
  headGemologist: string;
}

/** "March 4, 2025": fixed English month names, so the text does not depend on the machine's locale data. */
export function formatLongDate(date: Date): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function postalAddress(company: CompanyDetails): string {
  return `${company.legalName}, ${company.streetAddress}, ${company.city}, ${company.stateCode} ${company.zip}`;
}
