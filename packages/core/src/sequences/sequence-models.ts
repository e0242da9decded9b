import { SEQUENCE_STEP_TYPE } from '../catalogues/step-types';
import type { SequenceStepTypeId, StepTriggerCode } from '../catalogues/step-types';

/** One step of a ready-made sequence model, with the wait before the next step. */
export interface SequenceModelStep {
  readonly type_id: SequenceStepTypeId;
  readonly email_subject: string | null;
  readonly email_plain_content: string | null;
  /** Task type 1 call, 2 LinkedIn, 3 email, 4 other. */
  readonly task_type_id: 1 | 2 | 3 | 4 | null;
  readonly task_description: string | null;
  /** Days to wait before the next step (ignored on the last step). */
  readonly interval: number;
  /** For a task step: what starts the next step. */
  readonly trigger_event: StepTriggerCode | null;
}

/** A ready-made sequence model a new sequence can start from. */
export interface SequenceModel {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly steps: readonly SequenceModelStep[];
}

const email = (subject: string, body: string, interval: number): SequenceModelStep => ({
  type_id: SEQUENCE_STEP_TYPE.email,
  email_subject: subject,
  email_plain_content: body,
  task_type_id: null,
  task_description: null,
  interval,
  trigger_event: null,
});

const task = (taskTypeId: 1 | 2 | 3 | 4, description: string, interval: number): SequenceModelStep => ({
  type_id: SEQUENCE_STEP_TYPE.task,
  email_subject: null,
  email_plain_content: null,
  task_type_id: taskTypeId,
  task_description: description,
  interval,
  trigger_event: 'task_done',
});

/**
 * The ready-made sequence models (GET /v1/sequence/templates): creating a sequence with `template_id` = a model's id
 * copies its steps and links. Texts in French (the product's language), with the mail foundation's variables.
 * Each model holds at most 6 e-mail steps and task descriptions within 255 characters (tested).
 * @rule prospecting §7 · ready-made sequence models (designed catalogue)
 */
export const SEQUENCE_MODELS: readonly SequenceModel[] = [
  {
    id: 1,
    name: 'Premier contact en 3 e-mails',
    description: 'Une prise de contact, une relance à 3 jours puis une dernière relance à 7 jours.',
    steps: [
      email('{{contact.first_name}}, une idée pour {{company.name}}', 'Bonjour {{contact.first_name}},\n\nJe me permets de vous contacter…', 3),
      email('Re: une idée pour {{company.name}}', 'Bonjour {{contact.first_name}},\n\nJe reviens vers vous au sujet de mon précédent message.', 7),
      email('Dernière relance', 'Bonjour {{contact.first_name}},\n\nSans retour de votre part, je ne vous relancerai plus.', 1),
    ],
  },
  {
    id: 2,
    name: 'E-mail, appel et LinkedIn',
    description: 'Un e-mail, un appel deux jours plus tard, une invitation LinkedIn puis une relance par e-mail.',
    steps: [
      email('{{contact.first_name}}, échangeons quelques minutes', 'Bonjour {{contact.first_name}},\n\nAuriez-vous quelques minutes cette semaine ?', 2),
      task(1, 'Appeler le contact pour donner suite au premier e-mail.', 1),
      task(2, 'Envoyer une invitation LinkedIn personnalisée.', 3),
      email('Suite à mon appel', 'Bonjour {{contact.first_name}},\n\nSuite à ma tentative d’appel, je vous propose un créneau.', 1),
    ],
  },
  {
    id: 3,
    name: 'Relance après un salon',
    description: 'Un e-mail de remerciement après un événement, puis un appel de qualification.',
    steps: [
      email('Ravi de notre échange', 'Bonjour {{contact.first_name}},\n\nMerci pour notre échange lors de l’événement.', 2),
      task(1, 'Appeler pour qualifier le besoin évoqué lors de l’événement.', 1),
    ],
  },
];

/**
 * The model of that id, or `null`.
 * @rule prospecting §7 · ready-made sequence models (lookup)
 */
export function sequenceModelById(id: number): SequenceModel | null {
  return SEQUENCE_MODELS.find((model) => model.id === id) ?? null;
}
