// What the log keeps of an error (server/http/loggable-error.ts): its facts, never the data it carried.
import { describe, expect, it } from 'vitest';
import { loggableError } from '#server/http/loggable-error.ts';

/** An error as node-postgres raises it: SQLSTATE and names, plus the offending values in `detail`. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('loggableError', () => {
  it('keeps codes and names, drops the values a database error quotes', () => {
    const error = databaseError('invalid input syntax for type uuid: "ann@example.com-secret"', {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (ann@example.com, $argon2id$...).',
      where: "unnamed portal parameter $1 = '...'",
      routine: 'string_to_uuid',
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('"code":"22P02"');
    expect(logged).toContain('"routine":"string_to_uuid"');
    expect(logged).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expect(logged).not.toContain('ann@example.com');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('portal parameter');
  });

  it('hides e-mail addresses in any message, and objects an error holds', () => {
    const error = Object.assign(new Error('550 <bob@example.org>: Recipient address rejected'), {
      responseCode: 550,
      envelope: { to: ['bob@example.org'] },
      request: { body: { email: 'bob@example.org' } },
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'Error', message: '550 <[e-mail]>: Recipient address rejected' });
    expect(logged).toMatchObject({ responseCode: 550 });
    expect(JSON.stringify(logged)).not.toContain('bob@example.org');
  });

  it('follows causes, and stops on a cycle', () => {
    const inner = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const outer = new Error('Failed query: select 1\nparams: carol@example.com', { cause: inner });
    inner.cause = outer;
    const logged = JSON.stringify(loggableError(outer));
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('carol@example.com');
  });

  it('logs a thrown non-Error as text', () => {
    expect(loggableError('dave@example.net said no')).toMatchObject({
      type: 'string',
      message: '[e-mail] said no',
    });
  });
});
