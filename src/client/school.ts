/** The school's contact details: the top bar, the footer and the Contact page show the same ones. */
export const SCHOOL_PHONE = '+1 (415) 555-0134';
export const SCHOOL_PHONE_LINK = `tel:${SCHOOL_PHONE.replace(/[^+\d]/g, '')}`;
export const SCHOOL_ADDRESS = '350 Mission Street, San Francisco';
export const SCHOOL_HOURS = 'Mon-Fri 8 AM-5 PM';
