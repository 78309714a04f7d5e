import {
  categoryListSchema,
  categoryRuleCreateSchema,
  categoryRuleListSchema,
  categoryRulePatchSchema,
  categoryRuleReorderSchema,
  categoryRuleSchema,
  categoryRuleTestResponseSchema,
  merchantMemoryListSchema,
  merchantMemoryPatchSchema,
  merchantMemorySchema,
  ruleProposalAcceptSchema,
  ruleProposalListSchema,
  userCategoryCreateSchema,
  userCategoryPatchSchema,
  userCategorySchema,
} from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

const idParams = z.object({ id: z.string() });
const merchantParams = z.object({ key: z.string().min(1).max(200) });
const noContent = { 204: z.null().describe('Done') };

/** Categories, rules, learned merchants and proposed rules of the signed-in user (issue #11). */
export const categoryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['category'];
  const preHandler = authenticate(services);
  const categories = services.categories;
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  app.get(
    '/category/',
    {
      schema: {
        tags,
        summary: 'The 16 primary categories and the user’s own categories',
        security: bearer,
        response: { 200: categoryListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.list(user(request)),
  );

  app.post(
    '/category/',
    {
      schema: {
        tags,
        summary: 'Add an own category mapped onto a primary code',
        security: bearer,
        body: userCategoryCreateSchema,
        response: { 201: userCategorySchema, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.code(201).send(await categories.create(user(request), request.body)),
  );

  app.patch(
    '/category/:id/',
    {
      schema: {
        tags,
        summary: 'Rename an own category or map it onto another primary code',
        security: bearer,
        params: idParams,
        body: userCategoryPatchSchema,
        response: { 200: userCategorySchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.update(user(request), request.params.id, request.body),
  );

  app.delete(
    '/category/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an own category',
        description:
          'Rows, rules and learned merchants that used it fall back to its primary code.',
        security: bearer,
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      await categories.delete(user(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/category/rule/',
    {
      schema: {
        tags,
        summary: 'The user’s rules in order (the first that matches wins)',
        security: bearer,
        response: { 200: categoryRuleListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.rules(user(request)),
  );

  app.post(
    '/category/rule/',
    {
      schema: {
        tags,
        summary: 'Add a rule at the end of the list',
        description:
          'Regex patterns are checked: at most 200 characters, no backreferences, lookarounds or nested repetition.',
        security: bearer,
        body: categoryRuleCreateSchema,
        response: { 201: categoryRuleSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.code(201).send(await categories.createRule(user(request), request.body)),
  );

  app.post(
    '/category/rule/test/',
    {
      schema: {
        tags,
        summary: 'Try a rule on the user’s past rows: matching count and a sample',
        security: bearer,
        body: categoryRuleCreateSchema,
        response: { 200: categoryRuleTestResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.testRule(user(request), request.body),
  );

  app.post(
    '/category/rule/reorder/',
    {
      schema: {
        tags,
        summary: 'Put the rules in a new order (every rule id exactly once)',
        security: bearer,
        body: categoryRuleReorderSchema,
        response: { 200: categoryRuleListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.reorderRules(user(request), request.body.ids),
  );

  app.patch(
    '/category/rule/:id/',
    {
      schema: {
        tags,
        summary: 'Edit a rule',
        security: bearer,
        params: idParams,
        body: categoryRulePatchSchema,
        response: { 200: categoryRuleSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.updateRule(user(request), request.params.id, request.body),
  );

  app.delete(
    '/category/rule/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a rule',
        security: bearer,
        params: idParams,
        response: { ...noContent, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      await categories.deleteRule(user(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/category/merchant/',
    {
      schema: {
        tags,
        summary: 'Learned merchants (memory) of the user, most recent first',
        security: bearer,
        response: { 200: merchantMemoryListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.memory(user(request)),
  );

  app.patch(
    '/category/merchant/:key/',
    {
      schema: {
        tags,
        summary: 'Set the merchant’s learn switch (off: “don’t learn”, for mixed merchants)',
        security: bearer,
        params: merchantParams,
        body: merchantMemoryPatchSchema,
        response: { 200: merchantMemorySchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) =>
      categories.setLearning(user(request), request.params.key, request.body.learn),
  );

  app.delete(
    '/category/merchant/:key/',
    {
      schema: {
        tags,
        summary: 'Forget what was learned for a merchant',
        security: bearer,
        params: merchantParams,
        response: { ...noContent, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      await categories.forget(user(request), request.params.key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/category/proposal/',
    {
      schema: {
        tags,
        summary: 'Rules proposed from corrections that agreed 3 times',
        security: bearer,
        response: { 200: ruleProposalListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => categories.proposals(user(request)),
  );

  app.post(
    '/category/proposal/accept/',
    {
      schema: {
        tags,
        summary: 'Accept a proposed rule (added at the end of the rules)',
        security: bearer,
        body: ruleProposalAcceptSchema,
        response: { 201: categoryRuleSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await categories.acceptProposal(user(request), request.body.merchant_key)),
  );
};
