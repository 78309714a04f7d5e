/** A bad environment variable; its message names the variable. Kept apart from config.ts (and
 * its zod) so the CLI can recognise it without loading the configuration code. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
