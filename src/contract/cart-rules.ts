// No zod here: the Select button on the public pages reads these without loading the schemas.

export const NO_SUCH_ITEM = 'No such item in your cart.';
export const ALREADY_SELECTED = 'The class id already selected';
export const ALREADY_ENROLLED = 'You are already enrolled in this class.';
export const CLASS_FULL = 'This class is full.';
export const SEATS_HELD =
  'Every remaining seat is held by students who are paying right now. Please try again in a few minutes.';

/** Unpaid seats one student may hold at a time. */
export const MAX_HELD_SEATS = 3;
/** How often asking to pay again may extend a running hold. */
export const MAX_HOLD_RENEWALS = 1;
export const HELD_SEATS_LIMIT = `You already hold seats in ${MAX_HELD_SEATS} classes you have not paid for, the most a student may hold at a time. Pay for one of them, remove one from your selected classes, or wait until a hold runs out, then try again.`;
export const OWN_CLASS_SELECT = 'This is your own class: you cannot select it.';
export const OWN_CLASS_PAY = 'This is your own class: you cannot buy a seat in it.';
