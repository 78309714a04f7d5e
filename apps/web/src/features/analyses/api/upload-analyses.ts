import {
  apiErrorSchema,
  ERROR_CODES,
  type UploadResponse,
  uploadResponseSchema,
} from '@bsp/shared';
import { api } from '../../../lib/api';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '../../../lib/api-client';
import { API_URL } from '../../../lib/config';

export type UploadOptions = {
  password?: string | undefined;
  allowDuplicate?: boolean;
  /** Fraction of the request body sent, 0..1 (XMLHttpRequest upload progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function send(
  form: FormData,
  token: string,
  options: UploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/api/analysis/`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onProgress?.(1);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          NETWORK_ERROR,
          'The upload was interrupted. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function toError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  if (status === 413)
    return new ApiError(status, 'file_too_large', 'The file is too large to upload.');
  return new ApiError(
    status,
    `http_${status}`,
    status >= 500
      ? 'The server had a problem. Please try again in a moment.'
      : `Upload failed (${status}).`,
  );
}

/**
 * POST /api/analysis/ (multipart `files`, optional `password`, `allow_duplicate=true`) through
 * XMLHttpRequest, because fetch reports no upload progress. An expired access token is refreshed
 * once (the same single-flight refresh the API client uses) and the upload retried.
 */
export async function uploadAnalyses(
  files: readonly File[],
  options: UploadOptions = {},
): Promise<UploadResponse> {
  const build = () => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    if (options.password) form.append('password', options.password);
    if (options.allowDuplicate) form.append('allow_duplicate', 'true');
    return form;
  };
  let token = await api.accessToken();
  let result = await send(build(), token, options);
  if (result.status === 401) {
    const error = toError(401, result.body);
    if (error.code !== ERROR_CODES.tokenExpired) throw error;
    token = await api.accessToken(token);
    options.onProgress?.(0);
    result = await send(build(), token, options);
  }
  if (result.status < 200 || result.status >= 300) throw toError(result.status, result.body);
  const parsed = uploadResponseSchema.safeParse(result.body);
  if (!parsed.success) {
    console.error('upload: response does not match the contract', parsed.error.issues);
    throw new ApiError(result.status, INVALID_RESPONSE, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}
