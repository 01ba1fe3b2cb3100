import { describe, expect, it } from 'vitest';
import {
  defaultPlanFeatures,
  defaultPlanLimits,
  nextPlanFor,
  planFeatureError,
  planLimitError,
} from '../../domain/plans/plans';

describe('What the next plan allows', () => {
  it('is the first plan above with a higher or no limit', () => {
    expect(nextPlanFor('participants', 'free')).toEqual({ plan: 'plus', limit: 100 });
    expect(nextPlanFor('participants', 'pro')).toEqual({ plan: 'enterprise', limit: 'unlimited' });
    // plus and pro both allow 100 questions per quiz: the next that allows more is enterprise
    expect(nextPlanFor('questionsPerQuiz', 'plus')).toEqual({ plan: 'enterprise', limit: 200 });
    expect(nextPlanFor('questionsPerQuiz', 'enterprise')).toBeNull();
    expect(nextPlanFor('quizzes', 'plus')).toBeNull();
  });

  it('follows the figures in force', () => {
    const limits = { ...defaultPlanLimits, plus: { ...defaultPlanLimits.plus, participants: 250 } };
    expect(nextPlanFor('participants', 'free', limits)).toEqual({ plan: 'plus', limit: 250 });
  });

  it('is in a plan-limit answer: message, params and details with the pricing link', () => {
    const error = planLimitError('participants', 'free', 30);
    expect(error.message).toBe('Your free plan allows 30 players per game. The plus plan allows 100.');
    expect(error.params).toEqual({ plan: 'free', limit: '30', nextPlan: 'plus', nextLimit: '100' });
    expect(error.details).toEqual({
      reason: 'participants',
      plan: 'free',
      limit: 30,
      next: { plan: 'plus', limit: 100 },
      upgradeUrl: '/pricing',
    });
    expect(planLimitError('storage', 'free', 1024).params?.nextLimit).toBe('1 GB');
    expect(planLimitError('questionsPerQuiz', 'enterprise', 200).message).toBe(
      'Your enterprise plan allows up to 200 questions per quiz.',
    );
  });

  it('names the first plan that includes a missing feature', () => {
    const features = { ...defaultPlanFeatures, free: { ...defaultPlanFeatures.free, pdfUpload: false } };
    const error = planFeatureError('pdfUpload', 'free', features);
    expect(error.message).toBe('Your free plan does not include quizzes from PDF files. The plus plan does.');
    expect(error.details).toMatchObject({ reason: 'pdfUpload', next: { plan: 'plus' } });
  });
});
