/** The path of a conference's program page (route 'ConferenceProgram'). */
export function conferenceProgramPath(conferenceId: number): string {
  return `/conference/${conferenceId}/program`;
}
