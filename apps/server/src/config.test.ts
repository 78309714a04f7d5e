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

  it('reads the statement-processing settings', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      secretKey: undefined,
      workerConcurrency: 1,
      parseTimeoutS: 180,
      parseMemoryMb: 1024,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).workerConcurrency).toBe(2);
    expect(loadConfig({ WORKER_CONCURRENCY: '4', SECRET_KEY: 'AB'.repeat(32) })).toMatchObject({
      workerConcurrency: 4,
      secretKey: 'ab'.repeat(32),
    });
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/^SECRET_KEY must be 64 hex/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/^WORKER_CONCURRENCY must be/);
    expect(() => loadConfig({ PARSE_TIMEOUT_S: 'x' })).toThrow(/^PARSE_TIMEOUT_S must be/);
    expect(() => loadConfig({ PARSE_MEMORY_MB: '12' })).toThrow(/^PARSE_MEMORY_MB must be/);
  });
  it('reads FILE_STORE and the S3 settings', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'database' });
    const s3 = {
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'bsp-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'bsp-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).fileStore).toMatchObject({
      forcePathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORE: 'disk' })).toThrow(
      /FILE_STORE must be "database" or "s3"/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(
      'S3_BUCKET is required when FILE_STORE=s3',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT must be/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(ConfigError);
  });

  it('reads the optional local language model (BSP_LLM_*), off unless a URL is set', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ BSP_LLM_MODEL: 'qwen2.5' }).llm).toBeUndefined();
    const on = { BSP_LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', BSP_LLM_MODEL: 'qwen2.5' };
    expect(loadConfig(on).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5',
      apiKey: undefined,
      batchSize: 25,
      timeoutMs: 120_000,
    });
    expect(
      loadConfig({ ...on, BSP_LLM_API_KEY: 'k', BSP_LLM_BATCH_SIZE: '10', BSP_LLM_TIMEOUT_S: '30' })
        .llm,
    ).toMatchObject({ apiKey: 'k', batchSize: 10, timeoutMs: 30_000 });
    expect(() => loadConfig({ BSP_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /^BSP_LLM_MODEL is required when BSP_LLM_BASE_URL is set/,
    );
    expect(() => loadConfig({ ...on, BSP_LLM_BASE_URL: 'localhost:11434' })).toThrow(
      /^BSP_LLM_BASE_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ ...on, BSP_LLM_BATCH_SIZE: '0' })).toThrow(
      /^BSP_LLM_BATCH_SIZE must/,
    );
    expect(() => loadConfig({ ...on, BSP_LLM_TIMEOUT_S: 'soon' })).toThrow(
      /^BSP_LLM_TIMEOUT_S must/,
    );
  });
});
