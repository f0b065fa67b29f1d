/**
 * Query keys that a purchase changes. Features do not import each other, so the cart, payments and
 * enrolments features (and the classes list, whose seats move) share their keys from here.
 */
export const purchaseKeys = {
  carts: ['carts'] as const,
  cartItem: (id: string) => ['cart-item', id] as const,
  enrolled: ['enrolled'] as const,
  payments: ['payments'] as const,
  classes: ['classes'] as const,
  /** The signed-in student's waitlists: a payment or a removed cart item can end an offer. */
  waitlist: ['waitlist'] as const,
};
