import { describe, expect, it } from 'vitest';
import { webhooksReachable } from '../../../server/modules/campaigns/real-call-readiness.service';

describe('whether Retell can reach the webhook route', () => {
  it('needs a public https APP_URL', () => {
    expect(webhooksReachable('https://app.stormdialer.example')).toBe(true);
    expect(webhooksReachable('http://app.stormdialer.example')).toBe(false);
    expect(webhooksReachable('https://localhost:3000')).toBe(false);
    expect(webhooksReachable('https://127.0.0.1')).toBe(false);
    expect(webhooksReachable('https://10.0.0.5')).toBe(false);
    expect(webhooksReachable('https://192.168.1.20')).toBe(false);
  });
});
