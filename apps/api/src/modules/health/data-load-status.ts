/** What the health endpoint shows of the demo data load. */
export interface DataLoadStatus {
  readonly state: 'checking' | 'loading' | 'ready' | 'failed';
  readonly table?: string;
  readonly rows?: number;
  readonly expectedRows?: number;
  readonly elapsedMs?: number;
  readonly message?: string;
}
