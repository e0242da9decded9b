/**
 * The shapes of the icons the error screens draw (not found, crash, chunk load failure). They are part of the first
 * route, which must not carry the whole set: `iconPaths` takes these shapes from here.
 */
export const errorScreenIconPaths = {
  search: (
    <>
      <circle cx="11" cy="11" r="7.5" />
      <path d="m21 21-4.6-4.6" />
    </>
  ),
  warning: (
    <>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </>
  ),
  refresh: (
    <>
      <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
    </>
  ),
};

export type ErrorScreenIconName = keyof typeof errorScreenIconPaths;
