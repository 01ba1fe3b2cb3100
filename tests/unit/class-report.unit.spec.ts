import { describe, expect, it } from 'vitest';
import { classReportOf } from '../../projections/games/class-report';
import type { GameDoc, GameParticipantDoc } from '../../projections/games/games.projection';

const question = (text: string, correctAnswer: number) => ({
  text,
  options: ['A', 'B', 'C'],
  correctAnswer,
  explanation: null,
});

const game = (overrides: Partial<GameDoc> = {}): GameDoc =>
  ({
    _id: 'g1',
    hostId: 'h1',
    pin: '123456',
    quizId: 'q1',
    quizTitle: 'Quiz',
    questions: [question('One?', 0), question('Two?', 1), question('Three?', 2)],
    questionsCount: 3,
    status: 'ended',
    startedAt: '2026-11-23T00:00:00.000Z',
    endedAt: '2026-11-23T00:05:00.000Z',
    currentQuestion: 2,
    ...overrides,
  }) as GameDoc;

type Answer = GameParticipantDoc['answers'][number];
const answer = (questionIndex: number, correct: boolean, points = correct ? 900 : 0): Answer => ({
  questionIndex,
  // Question i's correct option is i (see `game`); a wrong answer picks the next one.
  answer: correct ? questionIndex : (questionIndex + 1) % 3,
  correct,
  points,
  timeSpentMs: 2000,
});
const player = (name: string, answers: Answer[]): GameParticipantDoc =>
  ({
    participantId: name,
    name,
    score: answers.reduce((sum, a) => sum + a.points, 0),
    correctAnswers: answers.filter((a) => a.correct).length,
    answers,
  }) as GameParticipantDoc;

describe('The class report', () => {
  it('counts every percentage out of every player, not out of those who answered', () => {
    const report = classReportOf(game(), [
      player('Ada', [answer(0, true), answer(1, true), answer(2, true)]),
      player('Bo', [answer(0, true), answer(2, false)]),
    ]);
    // Question 2: one answer, one correct, two players: 50%, not 100%.
    expect(report.summary.questions[1]).toMatchObject({ answered: 1, correct: 1, unanswered: 1, accuracy: 50 });
    expect(report.summary.averageAccuracy).toBe(Math.round((4 / 6) * 100));
    expect(report.students[1]).toMatchObject({ name: 'Bo', accuracy: 33 });
    expect(report.summary.didNotAnswer).toEqual([{ name: 'Bo', rank: 2, missed: [1] }]);
  });

  it('names the hardest questions, lowest accuracy first, never one everyone got right', () => {
    const report = classReportOf(game(), [
      player('Ada', [answer(0, true), answer(1, false), answer(2, false)]),
      player('Bo', [answer(0, true), answer(1, true), answer(2, false)]),
    ]);
    expect(report.summary.hardest).toEqual([2, 1]);
  });

  it('leaves out the questions a game ended early never asked, and a lobby that never started asks none', () => {
    const early = classReportOf(game({ currentQuestion: 0 }), [player('Ada', [answer(0, true)])]);
    expect(early.game).toMatchObject({ questionsAsked: 1, questionsCount: 3 });
    expect(early.summary.questions).toHaveLength(1);
    expect(early.students[0]).toMatchObject({ accuracy: 100, answers: [expect.objectContaining({ correct: true })] });
    expect(early.summary.didNotAnswer).toEqual([]);

    const never = classReportOf(game({ startedAt: null, currentQuestion: null }), [player('Ada', [])]);
    expect(never.game.questionsAsked).toBe(0);
    expect(never.summary).toMatchObject({ averageAccuracy: 0, averageScore: 0, questions: [], hardest: [] });
  });
});
