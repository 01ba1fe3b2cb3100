import { describe, expect, it } from 'vitest';
import type { PlanAllowance, QuizCommand, QuizDraft, QuizEvent } from '../../domain/quiz/quiz.decider';
import { quizDecider } from '../../domain/quiz/quiz.decider';
import { correctAnswerAfterRemoval, quizViolations } from '../../domain/quiz/quiz.rules';
import { sniffImageType } from '../../domain/image/image.decider';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(quizDecider);
const now = '2026-11-21T10:00:00.000Z';
const metadata = { now, actor: 'owner-1', correlationId: 'req-1' };
const free: PlanAllowance = { plan: 'free', quizzesPerMonth: 5, questionsPerQuiz: 10 };
const plus: PlanAllowance = { plan: 'plus', quizzesPerMonth: 'unlimited', questionsPerQuiz: 100 };

const question = (overrides: Partial<QuizDraft['questions'][number]> = {}): QuizDraft['questions'][number] => ({
  text: 'What is 2 + 2?',
  options: ['3', '4', '5'],
  correctAnswer: 1,
  difficulty: 'easy',
  explanation: 'Two and two make four.',
  imageUrl: null,
  imageAltText: null,
  ...overrides,
});
const draft = (overrides: Partial<QuizDraft> = {}): QuizDraft => ({
  title: 'Arithmetic',
  description: null,
  questions: [question()],
  settings: { timeLimit: 30, showCorrectAnswer: true, randomizeOrder: false },
  tags: [],
  ...overrides,
});
const create = (d = draft(), allowance = free, quizzesThisMonth = 0, aiGenerated = false): QuizCommand => ({
  type: 'CreateQuiz',
  data: {
    quizId: 'q1',
    ownerId: 'owner-1',
    draft: d,
    origin: { kind: 'manual' },
    allowance,
    quizzesThisMonth,
    aiGenerated,
    newIds: ['id-1', 'id-2', 'id-3'],
  },
  metadata,
});
const created = (d = draft()): QuizEvent => ({
  type: 'QuizCreated',
  data: {
    quizId: 'q1',
    ownerId: 'owner-1',
    ...d,
    questions: d.questions.map((q, i) => ({ ...q, id: `id-${i + 1}` })),
    settings: { ...d.settings, aiGenerated: false },
    origin: { kind: 'manual' },
    createdAt: now,
  },
});
const update = (d: QuizDraft, actorId = 'owner-1', allowance = free): QuizCommand => ({
  type: 'UpdateQuiz',
  data: { actorId, draft: d, allowance, newIds: ['new-1', 'new-2', 'new-3'] },
  metadata,
});

describe('Creating a quiz', () => {
  it('records the quiz with fresh question ids', () => given([]).when(create()).then([created()]));

  it('marks a generated quiz as AI-generated', () => {
    const [event] = quizDecider.decide(create(draft(), free, 0, true), quizDecider.initialState());
    expect(event?.type === 'QuizCreated' && event.data.settings.aiGenerated).toBe(true);
  });

  it('refuses a quiz over the plan’s quizzes a month', () =>
    given([])
      .when(create(draft(), free, 5))
      .thenThrows('PLAN_LIMIT'));
  it('allows any number on an unlimited plan', () =>
    expect(quizDecider.decide(create(draft(), plus, 500), quizDecider.initialState())).toHaveLength(1));
  it('refuses more questions than the plan allows per quiz', () =>
    given([])
      .when(create(draft({ questions: Array.from({ length: 11 }, () => question()) })))
      .thenThrows('PLAN_LIMIT'));
  it('refuses a quiz that breaks a rule', () =>
    given([])
      .when(create(draft({ title: '' })))
      .thenThrows('quiz.titleRequired'));
  it('names every broken rule at once', () => {
    const error = (() => {
      try {
        quizDecider.decide(create(draft({ title: '', questions: [] })), quizDecider.initialState());
      } catch (e) {
        return e as { code: string; message: string };
      }
    })();
    expect(error).toMatchObject({
      code: 'validation.failed',
      message: 'Quiz title is required; At least one question is required',
    });
  });
});

describe('Updating a quiz', () => {
  it('records the new version, keeping known question ids and giving new ones fresh ids', () => {
    const edited = draft({
      title: 'Arithmetic II',
      questions: [{ ...question(), id: 'id-1' }, question({ text: 'New?' })],
    });
    given([created()])
      .when(update(edited))
      .then([
        {
          type: 'QuizUpdated',
          data: {
            quizId: 'q1',
            ownerId: 'owner-1',
            ...edited,
            questions: [
              { ...question(), id: 'id-1' },
              { ...question({ text: 'New?' }), id: 'new-1' },
            ],
            settings: { ...edited.settings, aiGenerated: false },
            version: 2,
            updatedAt: now,
          },
        },
      ]);
  });
  it('does nothing when nothing changed', () =>
    given([created()])
      .when(update(draft({ questions: [{ ...question(), id: 'id-1' }] })))
      .then([]));
  it('tells another user the quiz does not exist', () =>
    given([created()]).when(update(draft(), 'intruder')).thenThrows('quiz.notFound'));
  it('tells anyone a deleted quiz does not exist', () =>
    given([
      created(),
      { type: 'QuizDeleted', data: { quizId: 'q1', ownerId: 'owner-1', aiGenerated: false, deletedAt: now } },
    ])
      .when(update(draft()))
      .thenThrows('quiz.notFound'));
  it('refuses more questions than the plan allows', () =>
    given([created()])
      .when(update(draft({ questions: Array.from({ length: 11 }, () => question()) })))
      .thenThrows('PLAN_LIMIT'));
});

describe('Deleting a quiz', () => {
  it('records the deletion for its owner', () =>
    given([created()])
      .when({ type: 'DeleteQuiz', data: { actorId: 'owner-1' }, metadata })
      .then([{ type: 'QuizDeleted', data: { quizId: 'q1', ownerId: 'owner-1', aiGenerated: false, deletedAt: now } }]));
  it('tells another user the quiz does not exist', () =>
    given([created()])
      .when({ type: 'DeleteQuiz', data: { actorId: 'intruder' }, metadata })
      .thenThrows('quiz.notFound'));
  it('knows no quiz that was never created', () =>
    given([])
      .when({ type: 'DeleteQuiz', data: { actorId: 'owner-1' }, metadata })
      .thenThrows('quiz.notFound'));
});

describe('The quiz rules', () => {
  const codes = (d: QuizDraft) => quizViolations(d).map((v) => [v.path.join('.'), v.code, v.params ?? null]);

  it('accept a valid quiz', () => expect(codes(draft())).toEqual([]));
  it('require a title and at least one question', () =>
    expect(codes(draft({ title: '  ', questions: [] }))).toEqual([
      ['title', 'quiz.titleRequired', null],
      ['questions', 'quiz.questionsRequired', null],
    ]));
  it('number every question and option in their messages', () =>
    expect(
      codes(
        draft({
          questions: [
            question(),
            question({ text: ' ', options: ['a', ' ', 'c'], correctAnswer: 7, difficulty: 'impossible' as never }),
            question({ options: ['only one'], correctAnswer: 0 }),
            question({ options: ['1', '2', '3', '4', '5', '6', '7'] }),
          ],
        }),
      ),
    ).toEqual([
      ['questions.1.text', 'quiz.questionTextRequired', { question: 2 }],
      ['questions.1.options.1', 'quiz.optionEmpty', { question: 2, option: 2 }],
      ['questions.1.correctAnswer', 'quiz.correctAnswerInvalid', { question: 2 }],
      ['questions.1.difficulty', 'quiz.difficultyInvalid', { question: 2 }],
      ['questions.2.options', 'quiz.optionsTooFew', { question: 3 }],
      ['questions.3.options', 'quiz.optionsTooMany', { question: 4 }],
    ]));
  it('bound the time limit to 5..300 seconds', () => {
    expect(codes(draft({ settings: { timeLimit: 4, showCorrectAnswer: true, randomizeOrder: false } }))).toEqual([
      ['settings.timeLimit', 'quiz.timeLimitInvalid', null],
    ]);
    expect(codes(draft({ settings: { timeLimit: 301, showCorrectAnswer: true, randomizeOrder: false } }))).toHaveLength(
      1,
    );
    expect(codes(draft({ settings: { timeLimit: 5, showCorrectAnswer: true, randomizeOrder: false } }))).toEqual([]);
    expect(codes(draft({ settings: { timeLimit: 300, showCorrectAnswer: true, randomizeOrder: false } }))).toEqual([]);
  });
  it('accept only images uploaded to this server', () => {
    expect(codes(draft({ questions: [question({ imageUrl: 'https://evil.example/x.png' })] }))).toEqual([
      ['questions.0.imageUrl', 'quiz.imageUrlInvalid', { question: 1 }],
    ]);
    expect(
      codes(draft({ questions: [question({ imageUrl: '/uploads/0b7c3f5e-9d1a-4e55-9a57-3f1f2b0c7d11.png' })] })),
    ).toEqual([]);
  });
  it('bound lengths of texts and tags', () =>
    expect(
      codes(
        draft({
          title: 'x'.repeat(201),
          description: 'x'.repeat(2001),
          questions: [
            question({
              text: 'x'.repeat(1001),
              options: ['x'.repeat(301), 'b'],
              explanation: 'x'.repeat(2001),
              imageAltText: 'x'.repeat(301),
            }),
          ],
          tags: ['x'.repeat(31)],
        }),
      ),
    ).toEqual([
      ['title', 'quiz.titleTooLong', null],
      ['description', 'quiz.descriptionTooLong', null],
      ['questions.0.text', 'quiz.questionTextTooLong', { question: 1 }],
      ['questions.0.options.0', 'quiz.optionTooLong', { question: 1, option: 1 }],
      ['questions.0.explanation', 'quiz.explanationTooLong', { question: 1 }],
      ['questions.0.imageAltText', 'quiz.imageAltTooLong', { question: 1 }],
      ['tags', 'quiz.tagsInvalid', null],
    ]));
});

describe('Removing an option (spec §4)', () => {
  it('moves the correct answer back when it is after the removed option', () =>
    expect(correctAnswerAfterRemoval(3, 1)).toBe(2));
  it('moves the correct answer back when it is the removed option', () =>
    expect(correctAnswerAfterRemoval(2, 2)).toBe(1));
  it('keeps the correct answer when it is before the removed option', () =>
    expect(correctAnswerAfterRemoval(1, 3)).toBe(1));
  it('never goes below 0', () => expect(correctAnswerAfterRemoval(0, 0)).toBe(0));
});

describe('Telling an image by its first bytes', () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, ...Array(12).fill(0)].slice(0, 12));
  it('knows JPEG, PNG, GIF and WebP', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
    expect(sniffImageType(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('webp');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7 ....'))).toBeNull();
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull();
  });
});
