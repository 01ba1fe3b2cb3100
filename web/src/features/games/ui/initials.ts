/** Up to two initials of a player's name, for the avatar ("Ada Lovelace" → "AL", "kim" → "K"). */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters.map((word) => [...(word ?? '')][0]?.toLocaleUpperCase() ?? '').join('') || '?';
};
