import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.trustProxy).toBe(false);
  });

  it('names the variable and the bad value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      new ConfigError('DATABASE_URL must be a postgres:// URL, got "mysql://x"'),
    );
    expect(() => loadConfig({ PORT: '99999' })).toThrow(/^PORT must be an integer/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/^SMTP_URL must be/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/);
    expect(() => loadConfig({ PUBLIC_URL: 'example.com' })).toThrow(/^PUBLIC_URL must be/);
    expect(() => loadConfig({ CONTACT_EMAIL_TO: 'nobody' })).toThrow(/^CONTACT_EMAIL_TO must be/);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://bsp.example.com/' }).publicUrl).toBe(
      'https://bsp.example.com',
    );
  });

  it('parses TRUST_PROXY forms', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
