/** A practical check, not RFC 5322: one '@', a dot-atom local part (no leading, trailing or doubled dots), and a
 * domain of dot-separated labels ending in an alphabetic top-level domain of two letters or more. Quoted local
 * parts and IP-literal domains are valid by the RFC but are refused by the store platform anyway. */
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`);

export const EMAIL_MAX_LENGTH = 254;

/** Surrounding spaces are ignored, as a browser's email input ignores them. */
export const isValidEmail = (value: string): boolean => {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
};
