import { msg } from '@lingui/core/macro';
import { SCHOOL_PHONE } from '#contract/school';

export { SCHOOL_ADDRESS, SCHOOL_PHONE } from '#contract/school';
export const SCHOOL_PHONE_LINK = `tel:${SCHOOL_PHONE.replace(/[^+\d]/g, '')}`;
/** The school's opening hours, in the reader's language (the mails keep the contract's English). */
export const schoolHours = msg`Mon-Fri 8 AM-5 PM`;
