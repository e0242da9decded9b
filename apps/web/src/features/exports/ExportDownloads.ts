import { makeAutoObservable, runInAction } from 'mobx';
import type { BinaryFile, ExportsGateway } from '@cible/core';

/** What a download hands to the page: the file to save, or the failure to tell. */
export interface ExportDownloadEffects {
  save(file: BinaryFile, fallbackName: string): void;
  failed(error: unknown): void;
}

/** The downloads of finished exports' files (the bearer token is not in a cookie: the file is fetched, then saved). */
export class ExportDownloads {
  /** The exports whose file is being fetched. */
  pending: readonly number[] = [];

  constructor(
    private readonly gateway: Pick<ExportsGateway, 'downloadExport'>,
    private readonly effects: ExportDownloadEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'effects'>(this, { gateway: false, effects: false }, { autoBind: true });
  }

  isPending(exportId: number): boolean {
    return this.pending.includes(exportId);
  }

  /** Fetches the file of an export and saves it under the server's name (or `fallbackName`). Answers whether it did. */
  async download(exportId: number, fallbackName: string): Promise<boolean> {
    if (this.isPending(exportId)) return false;
    this.pending = [...this.pending, exportId];
    try {
      const file = await this.gateway.downloadExport({ params: { id: exportId } });
      this.effects.save(file, fallbackName);
      return true;
    } catch (error) {
      this.effects.failed(error);
      return false;
    } finally {
      runInAction(() => {
        this.pending = this.pending.filter((id) => id !== exportId);
      });
    }
  }
}
