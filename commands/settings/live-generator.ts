/**
 * The question generator the settings choose (AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS),
 * switched without a restart: every call goes to the generator of the settings in force (the OpenAI-compatible one
 * is built once per configuration). Generations already running finish on the generator they started with.
 */
import type { QuestionGenerator } from '../ports';
import type { LiveSettings } from './live-settings';

export interface OpenAiOptions {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

export const createLiveGenerator = ({
  settings,
  local,
  openai,
  envApiKey,
}: {
  settings: Pick<LiveSettings, 'value' | 'version'>;
  local: QuestionGenerator;
  openai: (options: OpenAiOptions) => QuestionGenerator;
  /** OPENAI_API_KEY of the environment: the key when the settings hold none. */
  envApiKey: string | null;
}): QuestionGenerator => {
  let built: { version: number; generator: QuestionGenerator } | null = null;
  const current = (): QuestionGenerator => {
    if (built?.version === settings.version()) return built.generator;
    const apiKey = String(settings.value('AI_API_KEY')) || envApiKey || '';
    const generator =
      settings.value('AI_PROVIDER') === 'openai' && apiKey
        ? openai({
            apiKey,
            baseURL: String(settings.value('AI_BASE_URL')) || undefined,
            model: String(settings.value('AI_MODEL')),
            timeoutMs: Number(settings.value('AI_TIMEOUT_MS')),
          })
        : local;
    built = { version: settings.version(), generator };
    return generator;
  };
  return {
    get name() {
      return current().name;
    },
    get model() {
      return current().model;
    },
    generate: (request) => current().generate(request),
    test: () => current().test(),
  };
};
