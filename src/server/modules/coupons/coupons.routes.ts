import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemParams } from '#contract/carts';
import { modifiedCountAnswer } from '#contract/common';
import {
  appliedCoupon,
  applyCouponBody,
  coupon,
  couponList,
  couponParams,
  createCouponBody,
  updateCouponBody,
} from '#contract/coupons';
import { requireRole, viewerOf } from '#server/plugins/viewer';
import type { CouponsService } from './coupons.service.js';

export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  app.get(
    '/coupons',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Every coupon',
        description: 'Newest first, with how often each was used.',
        tags: ['coupons'],
        response: { 200: couponList },
      },
    },
    () => coupons.listCoupons(),
  );

  app.post(
    '/coupons',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Create a coupon',
        description:
          'A percent (1-100) or fixed amount off, valid from / until, total uses (none: no limit) and uses per student (default 1), for every class, some classes or some languages, on classes priced at least `minPrice`.',
        errors: {
          400: 'a field is missing or contradicts another (the answer names it)',
          409: 'a coupon with this code exists already (codes are compared without regard to case)',
        },
        tags: ['coupons'],
        body: createCouponBody,
        response: { 201: coupon },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.createCoupon(viewerOf(request), request.body)),
  );

  app.patch(
    '/coupons/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Change or deactivate a coupon',
        description: 'Any of its fields; `{ "active": false }` withdraws it. Uses already made stay.',
        errors: {
          400: 'a field contradicts another, or total uses below the uses made',
          404: 'no coupon with that id',
          409: 'another coupon has this code',
        },
        tags: ['coupons'],
        params: couponParams,
        body: updateCouponBody,
        response: { 200: coupon },
      },
    },
    (request) => coupons.updateCoupon(viewerOf(request), request.params.id, request.body),
  );

  app.put(
    '/carts/:id/coupon',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Apply a coupon to a selected class',
        description:
          'Checks the code for this class and student now and answers the new total; the use is counted only when the student enrols, where it is checked again.',
        errors: {
          404: "no such item, or another account's; or no coupon with this code",
          409: 'the coupon is not valid yet, expired, withdrawn, used up, already used by this student, not for this class, or the class is below its minimum price (the message says which)',
        },
        tags: ['coupons'],
        params: cartItemParams,
        body: applyCouponBody,
        response: { 200: appliedCoupon },
      },
    },
    (request) => coupons.applyToCartItem(viewerOf(request), request.params.id, request.body.code),
  );

  app.delete(
    '/carts/:id/coupon',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Take the coupon off a selected class',
        errors: { 404: "no such item, or another account's" },
        tags: ['coupons'],
        params: cartItemParams,
        response: { 200: modifiedCountAnswer },
      },
    },
    (request) => coupons.removeFromCartItem(viewerOf(request), request.params.id),
  );
};
