import {
  applyMerchantResponseSchema,
  applyMerchantSchema,
  auditEntrySchema,
  statementChecksSchema,
  transactionBulkResponseSchema,
  transactionBulkUpdateSchema,
  transactionChangeResponseSchema,
  transactionCreateSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionPatchSchema,
  transactionSummaryQuerySchema,
  transactionSummarySchema,
} from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

const idParams = z.object({ id: z.string() });

/** Transactions of the signed-in user: list, edit, bulk edit, add, delete, history. */
export const transactionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['transaction'];
  const preHandler = authenticate(services);

  app.get(
    '/transaction/',
    {
      schema: {
        tags,
        summary: 'Transactions, filtered, sorted and paginated',
        description:
          "Amount filters compare in each row's own currency (minor units). `q` is a case-insensitive substring of description, reference or notes. `sort=row` is statement order.",
        security: bearer,
        querystring: transactionListQuerySchema,
        response: { 200: transactionListResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => services.transactions.list(requireAuth(request).userId, request.query),
  );

  app.get(
    '/transaction/summary/',
    {
      schema: {
        tags,
        summary: 'Sums of the matching transactions (per currency, month and category)',
        description:
          'The list filters without paging. Excluded rows are left out; money_out is positive; every sum stays in its own currency.',
        security: bearer,
        querystring: transactionSummaryQuerySchema,
        response: { 200: transactionSummarySchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => services.transactions.summary(requireAuth(request).userId, request.query),
  );

  app.post(
    '/transaction/bulk/',
    {
      schema: {
        tags,
        summary: 'Set category and/or excluded on up to 1000 transactions',
        description:
          'All ids must belong to the user, else 404 and nothing changes. `updated` counts rows that actually changed.',
        security: bearer,
        body: transactionBulkUpdateSchema,
        response: {
          200: transactionBulkResponseSchema,
          ...errorResponses,
        },
      },
      preHandler,
    },
    async (request) => services.transactions.bulkUpdate(requireAuth(request).userId, request.body),
  );

  app.post(
    '/transaction/apply-merchant/',
    {
      schema: {
        tags,
        summary:
          "Give every other row of a merchant a category (the 'Apply to N other rows' offer)",
        description:
          'Rows of the merchant (merchant_key, this user only) with a different category take it as the user’s choice.',
        security: bearer,
        body: applyMerchantSchema,
        response: { 200: applyMerchantResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) =>
      services.transactions.applyMerchant(requireAuth(request).userId, request.body),
  );

  app.post(
    '/transaction/',
    {
      schema: {
        tags,
        summary: 'Add a row to a statement (after `after_id`, or first)',
        security: bearer,
        body: transactionCreateSchema,
        response: { 201: transactionChangeResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      const result = await services.transactions.create(requireAuth(request).userId, request.body);
      return reply.code(201).send(result);
    },
  );

  app.patch(
    '/transaction/:id/',
    {
      schema: {
        tags,
        summary: "Edit a transaction; answers the statement's re-run checks",
        security: bearer,
        params: idParams,
        body: transactionPatchSchema,
        response: { 200: transactionChangeResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) =>
      services.transactions.update(requireAuth(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/transaction/:id/',
    {
      schema: {
        tags,
        summary: "Delete a transaction; answers the statement's re-run checks",
        security: bearer,
        params: idParams,
        response: { 200: z.object({ checks: statementChecksSchema }), ...errorResponses },
      },
      preHandler,
    },
    async (request) => services.transactions.delete(requireAuth(request).userId, request.params.id),
  );

  app.get(
    '/transaction/:id/history/',
    {
      schema: {
        tags,
        summary: 'Audit trail of a transaction, newest first',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ items: z.array(auditEntrySchema) }), ...errorResponses },
      },
      preHandler,
    },
    async (request) =>
      services.transactions.history(requireAuth(request).userId, request.params.id),
  );
};
