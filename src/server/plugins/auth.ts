import type { FastifyInstance } from 'fastify';
import type { Role } from '../../contract/users.js';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function registerViewer(app: FastifyInstance) {
  app.decorateRequest('viewer', null);
}
