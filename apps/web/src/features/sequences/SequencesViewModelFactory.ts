import { inject, injectable } from 'inversify';
import type { Clock, QueriesGateway, Sequence, SequencesGateway, SequenceStatusCode, SequenceStepDto } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, QUERIES_GATEWAY } from '../../di/tokens';
import { TASK_LIST_GATEWAY } from '../tasks/tasksGatewayToken';
import type { TaskListPort } from '../tasks/taskListPort';
import { TaskListViewModel } from '../tasks/TaskListViewModel';
import { SEQUENCES_GATEWAY } from './sequencesGatewayToken';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SequenceDetailsViewModel } from './SequenceDetailsViewModel';
import { SequenceHistoryViewModel } from './SequenceHistoryViewModel';
import { SequenceListViewModel } from './SequenceListViewModel';
import { SequenceResultsViewModel } from './SequenceResultsViewModel';
import { SequenceSettingsFormViewModel } from './SequenceSettingsFormViewModel';
import { SequenceStepsViewModel } from './SequenceStepsViewModel';
import { SequenceTargetsViewModel } from './SequenceTargetsViewModel';
import { SequenceThresholdsViewModel } from './SequenceThresholdsViewModel';

/** Makes the view-models of the sequence pages (lists, details and its tabs, results, settings) and the owner's tasks. */
@injectable()
export class SequencesViewModelFactory {
  constructor(
    @inject(SEQUENCES_GATEWAY) private readonly gateway: SequencesGateway,
    @inject(QUERIES_GATEWAY) private readonly queries: QueriesGateway,
    @inject(TASK_LIST_GATEWAY) private readonly tasks: TaskListPort,
    @inject(CLOCK) readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  createList(status: SequenceStatusCode): SequenceListViewModel {
    return new SequenceListViewModel(status, this.gateway, {
      done: (kind) => this.toasts.success(this.translate(`sequences.toast.${kind}`)),
      failed: (key) => this.toasts.error(this.translate(`sequences.errors.${key}`)),
    });
  }

  createDetails(sequenceId: number): SequenceDetailsViewModel {
    return new SequenceDetailsViewModel(sequenceId, this.gateway, this.clock);
  }

  createSteps(sequenceId: number, statusOf: () => number | null, onSteps: (steps: readonly SequenceStepDto[]) => void): SequenceStepsViewModel {
    return new SequenceStepsViewModel(sequenceId, this.gateway, statusOf, onSteps);
  }

  createSettingsForm(sequence: Sequence, onSaved: (sequence: Sequence) => void): SequenceSettingsFormViewModel {
    return new SequenceSettingsFormViewModel(sequence, this.gateway, onSaved, this.clock);
  }

  createTargets(sequenceId: number): SequenceTargetsViewModel {
    return new SequenceTargetsViewModel(sequenceId, this.gateway, this.queries);
  }

  createHistory(sequenceId: number): SequenceHistoryViewModel {
    return new SequenceHistoryViewModel(sequenceId, this.gateway);
  }

  createResults(): SequenceResultsViewModel {
    return new SequenceResultsViewModel(this.gateway, this.clock);
  }

  createTaskList(): TaskListViewModel {
    return new TaskListViewModel(this.tasks, {
      done: (kind) => this.toasts.success(this.translate(`sequences.toast.${kind}`)),
      failed: () => this.toasts.error(this.translate('sequences.errors.other')),
    });
  }

  createThresholds(userId: number | null, isManager: boolean): SequenceThresholdsViewModel {
    return new SequenceThresholdsViewModel(this.gateway, userId, isManager);
  }
}

export const SEQUENCES_VIEW_MODEL_FACTORY = token<SequencesViewModelFactory>('SequencesViewModelFactory');
