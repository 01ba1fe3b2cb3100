import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Legal texts stay plain strings in the locale files. Two things inside them become links:
 * e-mail addresses (mailto links) and `[label](/path)` references to other pages of the app (router links).
 */
const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

export const RichText = ({ text }: { text: string }) => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, label, path, email] = match;
    if (label !== undefined && path !== undefined) {
      parts.push(
        <Link key={index} to={path} className="legal-link">
          {label}
        </Link>,
      );
    } else if (email !== undefined) {
      parts.push(
        <a key={index} href={`mailto:${email}`} className="legal-link">
          {email}
        </a>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
};
