import { apiErrorSchema } from '@bsp/shared';

/** Documented error responses (the serializer checks them against the shared error shape). */
export const errorResponses = {
  '4xx': apiErrorSchema,
  '5xx': apiErrorSchema,
};

export const bearer = [{ bearerAuth: [] }];
