import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@comoe/shared/messages';
import { contactSchema } from '@comoe/shared/schemas/contact';
import { messageSchema } from '@comoe/shared/schemas/common';
import { insertContactMessage } from './contact.repository.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: { max: Math.max(5, app.config.rateLimitPerMinute / 60), timeWindow: '10 minutes' },
      },
      schema: {
        tags: ['contact'],
        summary: "Envoyer un message à l'équipe (lu par les administrateurs)",
        body: contactSchema,
        response: { 201: messageSchema, 400: messageSchema, 429: messageSchema },
      },
    },
    async (req, reply) => {
      await insertContactMessage(app.db, req.body);
      return reply.status(201).send({ message: MSG.contactSent });
    },
  );
};
