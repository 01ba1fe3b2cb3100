/**
 * Every error code the server can answer with, and its English text. The code is the translation key the web apps
 * use (`errors:<code>`); the English text is the fallback and what the API sends as `error`.
 */
export const messages = {
  'validation.failed': 'Please check the highlighted fields',
  'validation.malformedJson': 'The request body is not valid JSON',
  'validation.bodyTooLarge': 'The request body is too large',
  'validation.usernameRequired': 'Username is required',
  'validation.usernameLength': 'Username must be 3 to 30 characters',
  'validation.usernameChars': 'Username may contain only letters, digits, dots, dashes and underscores',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be at least 8 characters',
  'validation.passwordTooLong': 'Password must be at most 200 characters',
  'validation.currentPasswordRequired': 'Current password is required',
  'validation.newPasswordRequired': 'New password is required',
  'validation.confirmPasswordRequired': 'Please confirm your password',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.termsRequired': 'Please accept the terms and conditions',
  'validation.languageInvalid': 'Language must be one of en, tr, de',
  'validation.tokenRequired': 'The reset link is missing its token',
  'validation.expectedString': 'Must be text',
  'validation.unknownField': 'Unknown field',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.usernameTaken': 'This username is already taken',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please try again later.',
  'auth.busy': 'The server is busy signing people in. Please try again in a moment.',
  'auth.notAuthenticated': 'User not authenticated',
  'auth.sessionExpired': 'Your session has ended. Please sign in again.',
  'auth.wrongCurrentPassword': 'Current password is incorrect',
  'auth.resetTokenInvalid': 'This password reset link is invalid or has expired',
  'auth.resetEmailSent': 'If an account exists for that email, we have sent a link to reset the password.',
  'auth.passwordReset': 'Your password has been reset. You can sign in now.',
  'user.passwordUpdated': 'Password updated successfully',
  'user.languageUpdated': 'Language preference updated.',
  'user.notFound': 'User not found',
  'quiz.notFound': 'Quiz Not Found',
  'quiz.titleRequired': 'Quiz title is required',
  'quiz.titleTooLong': 'Quiz title must be at most 200 characters',
  'quiz.descriptionTooLong': 'Description must be at most 2000 characters',
  'quiz.questionsRequired': 'At least one question is required',
  'quiz.tooManyQuestions': 'A quiz can have at most {{max}} questions',
  'quiz.questionTextRequired': 'Question {{question}}: the question text is required',
  'quiz.questionTextTooLong': 'Question {{question}}: the question text must be at most 1000 characters',
  'quiz.optionsTooFew': 'Question {{question}}: at least 2 options are required',
  'quiz.optionsTooMany': 'Question {{question}}: at most 6 options are allowed',
  'quiz.optionEmpty': 'Question {{question}}: option {{option}} is empty',
  'quiz.optionTooLong': 'Question {{question}}: option {{option}} must be at most 300 characters',
  'quiz.correctAnswerInvalid': 'Question {{question}}: choose which option is correct',
  'quiz.difficultyInvalid': 'Question {{question}}: difficulty must be easy, medium or hard',
  'quiz.explanationTooLong': 'Question {{question}}: the explanation must be at most 2000 characters',
  'quiz.imageUrlInvalid': 'Question {{question}}: the image must be one uploaded to Quizstream',
  'quiz.imageAltTooLong': 'Question {{question}}: the image description must be at most 300 characters',
  'quiz.timeLimitInvalid': 'Time limit must be between 5 and 300 seconds',
  'quiz.tagsInvalid': 'Tags must be at most 10, each at most 30 characters',
  'quiz.importInvalid': 'This file is not a Quizstream quiz export',
  'quiz.deleted': 'Quiz deleted',
  'quiz.updated': 'Quiz updated successfully!',
  'upload.imageRequired': 'Choose an image to upload',
  'upload.invalidImageType': 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed',
  'upload.imageTooLarge': 'Image must be less than 5MB',
  'upload.multipartRequired': 'Send the image as multipart/form-data in the field "image"',
  PLAN_LIMIT: 'This goes beyond what your plan allows. Upgrade your plan to continue.',
  'planLimit.quizzes': 'Your {{plan}} plan allows {{limit}} new quizzes a month. Upgrade to create more.',
  'planLimit.questionsPerQuiz': 'Your {{plan}} plan allows up to {{limit}} questions per quiz.',
  'http.notFound': 'Not found',
  'http.internal': 'Something went wrong on our side. Please try again.',
  'http.rateLimited': 'Too many requests. Please slow down.',
} as const;

export type MessageCode = keyof typeof messages;

export type MessageParams = Record<string, string | number>;

/**
 * The English text of a code with its `{{placeholders}}` filled (the same syntax i18next uses, so the web apps
 * translate a code with the same params); an unknown code is returned as it is.
 */
export const messageOf = (code: string, params: MessageParams = {}): string =>
  ((messages as Record<string, string>)[code] ?? code).replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
