import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
};
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

describe('docker-compose.yml', () => {
  it('defines postgres, redis, api and worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
  });

  it('runs Redis with AOF and without eviction, since queues live there', () => {
    const command = compose.services.redis?.command ?? [];
    expect(command.join(' ')).toContain('--appendonly yes');
    expect(command.join(' ')).toContain('--maxmemory-policy noeviction');
  });

  it('points the api and worker at the compose services', () => {
    for (const name of ['api', 'worker']) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toContain('@postgres:5432/');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
    }
  });
});
