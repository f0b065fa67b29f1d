import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartBody, cartItem, cartItemList, cartItemParams, listCartQuery } from '#contract/carts';
import { deletedCountAnswer, insertedIdAnswer } from '#contract/common';
import { requireAuth, requireRole, viewerOf } from '#server/plugins/viewer';
import type { CartsService } from './carts.service.js';

export const cartsRoutes: FastifyPluginAsyncZod<{ carts: CartsService }> = async (app, { carts }) => {
  app.get(
    '/carts',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['carts'], querystring: listCartQuery, response: { 200: cartItemList } },
    },
    (request) => carts.listCart(viewerOf(request), request.query),
  );

  app.get(
    '/carts/:id',
    {
      onRequest: requireAuth,
      schema: { tags: ['carts'], params: cartItemParams, response: { 200: cartItem } },
    },
    (request) => carts.getItem(viewerOf(request), request.params.id),
  );

  app.post(
    '/carts',
    {
      onRequest: requireRole('user'),
      schema: { tags: ['carts'], body: addToCartBody, response: { 200: insertedIdAnswer } },
    },
    (request) => carts.addToCart(viewerOf(request), request.body.classId),
  );

  app.delete(
    '/carts/:id',
    {
      onRequest: requireAuth,
      schema: { tags: ['carts'], params: cartItemParams, response: { 200: deletedCountAnswer } },
    },
    (request) => carts.deleteItem(viewerOf(request), request.params.id),
  );
};
