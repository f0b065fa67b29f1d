import { SCHOOL_PHONE } from '#contract/school';

export { SCHOOL_ADDRESS, SCHOOL_HOURS, SCHOOL_PHONE } from '#contract/school';
export const SCHOOL_PHONE_LINK = `tel:${SCHOOL_PHONE.replace(/[^+\d]/g, '')}`;
