/** `users-export-2026-05-01.csv`: the spec's file names carry the local date of the download. */
export const exportFileName = (prefix: string, now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};
