// The output contract lives in @bsp/shared so the server, exporters and web app share it.
export type * from '@bsp/shared/parse-result';
