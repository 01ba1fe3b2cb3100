/** The password-reset email, in the account's language. Pure. */
import type { Language } from './user.schemas';

const templates: Record<Language, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'Reset your Quizstream password',
    body: (name, link) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Quizstream account. Open this link within one hour to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this message; your password stays as it is.\n`,
  },
  tr: {
    subject: 'Quizstream şifrenizi sıfırlayın',
    body: (name, link) =>
      `Merhaba ${name},\n\nQuizstream hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için bu bağlantıyı bir saat içinde açın:\n\n${link}\n\nBağlantı yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu iletiyi dikkate almayın; şifreniz değişmez.\n`,
  },
  de: {
    subject: 'Setzen Sie Ihr Quizstream-Passwort zurück',
    body: (name, link) =>
      `Hallo ${name},\n\njemand hat angefordert, das Passwort Ihres Quizstream-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n\n${link}\n\nDer Link funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.\n`,
  },
};

export const resetMail = (language: Language, name: string, link: string) => {
  const t = templates[language] ?? templates.en;
  return { subject: t.subject, text: t.body(name, link) };
};
