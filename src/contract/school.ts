/** The school's contact details: the site's top bar, footer and Contact page and the mails show the same ones. */
export const SCHOOL_NAME = 'Speak the World';
export const SCHOOL_PHONE = '+1 (415) 555-0134';
export const SCHOOL_ADDRESS = '350 Mission Street, San Francisco';
/**
 * The school's own zone (it is in San Francisco): receipts and mails use it when the recipient's zone is not
 * known.
 */
export const SCHOOL_TIME_ZONE = 'America/Los_Angeles';
