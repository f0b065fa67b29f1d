import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartItem,
  cartItemList,
  cartItemParams,
  cartItemQuery,
  listCartQuery,
} from '#contract/carts';
import { deletedCountAnswer, insertedIdAnswer } from '#contract/common';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { CartsService } from './carts.service.js';

export const cartsRoutes: FastifyPluginAsyncZod<{ carts: CartsService }> = async (app, { carts }) => {
  app.get(
    '/carts',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: "The student's selected classes",
        description:
          "`?email=` must be the student's own; `tz` dates the refund policy (each class's own zone when absent).",
        errors: { 400: 'tz is not an IANA time zone', 403: "another student's email" },
        tags: ['carts'],
        querystring: listCartQuery,
        response: { 200: cartItemList },
      },
    },
    (request) => carts.listCart(viewerOf(request), request.query),
  );

  app.get(
    '/carts/:id',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'One selected class',
        description: "Only its owner's.",
        errors: { 400: 'tz is not an IANA time zone', 404: "no such item, or another account's" },
        tags: ['carts'],
        params: cartItemParams,
        querystring: cartItemQuery,
        response: { 200: cartItem },
      },
    },
    (request) => carts.getItem(viewerOf(request), request.params.id, request.query.tz),
  );

  app.post(
    '/carts',
    {
      onRequest: requireRole('user'),
      schema: {
        summary: 'Select a class',
        errors: {
          404: 'no approved class with that id',
          409: {
            when: 'already selected or enrolled, full, one\u2019s own class, or the class has ended (`class_ended`: every session has taken place) or has started while the school takes no late students (`class_started`)',
            codes: ['conflict', 'class_ended', 'class_started'],
          },
        },
        tags: ['carts'],
        body: addToCartBody,
        response: { 200: insertedIdAnswer },
      },
    },
    (request) => carts.addToCart(viewerOf(request), request.body.classId),
  );

  app.delete(
    '/carts/:id',
    {
      onRequest: requireAuth,
      schema: {
        summary: 'Remove a selected class',
        description: "Only its owner's.",
        errors: { 404: "no such item, or another account's" },
        tags: ['carts'],
        params: cartItemParams,
        response: { 200: deletedCountAnswer },
      },
    },
    (request) => carts.deleteItem(viewerOf(request), request.params.id),
  );
};
