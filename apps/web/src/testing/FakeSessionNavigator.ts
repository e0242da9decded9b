import type { SessionNavigator } from '../features/session/SessionNavigator';

/** Test helper: a navigator that records where the session sent the user. */
export class FakeSessionNavigator implements SessionNavigator {
  location = '/';
  readonly visited: string[] = [];
  reloads = 0;

  currentLocation(): string {
    return this.location;
  }

  goTo(href: string): void {
    this.visited.push(href);
    this.location = href;
  }

  reload(): void {
    this.reloads += 1;
  }
}
