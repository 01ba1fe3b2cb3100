import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageOf, messages } from '../../domain/shared/messages';

const root = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(root, dir, e.name)] : [],
  );

describe('The message catalogue', () => {
  it('holds every error code the server throws, with the same English text', () => {
    const thrown = ['domain', 'commands', 'api', 'realtime', 'projections', 'infra']
      .flatMap(sources)
      .flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:DomainError\.\w+|new ExtractionError|new GeneratorError)\(\s*'([^']+)',\s*'([^']+)'/g,
        ),
      ])
      .map(([, code, text]) => ({ code, text }));
    expect(thrown.length).toBeGreaterThan(40);
    for (const { code, text } of thrown)
      expect({ code, text: (messages as Record<string, string>)[code!] }).toEqual({ code, text });
  });

  it('fills placeholders and leaves unknown codes as they are', () => {
    expect(messageOf('quiz.optionEmpty', { question: 2, option: 3 })).toBe('Question 2: option 3 is empty');
    expect(messageOf('no.such.code')).toBe('no.such.code');
  });
});
