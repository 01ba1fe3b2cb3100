/** Notes a generator leaves for the host, translatable by their code. Pure. */
import { messageOf } from '../shared/messages';
import type { GenerationNote } from './content.types';

export const generationNote = (code: string, params: Record<string, string | number> = {}): GenerationNote => ({
  code,
  params,
  text: messageOf(code, params),
});
