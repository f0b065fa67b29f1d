/**
 * A class with no seats left is full for everyone: the server refuses to select it and the client disables
 * Select. Seats held by students who are paying are the server's business (a cart item's `availableSeats`).
 */
export const isFull = (availableSeats: number): boolean => availableSeats <= 0;
