import { makeAutoObservable, runInAction } from 'mobx';
import { PHONE_MIN_LENGTH, PORT_LIMITS, validatePhone } from '@cible/core';
import type { User, UserUpdateBody, UsersGateway } from '@cible/core';
import type { Translate } from '../../../di/Translate';
import type { ToastStore } from '../../../ui/components/Toast/ToastStore';
import { Loadable, type LoadStatus } from '../../../view-model/Loadable';
import type { SessionStore } from '../../session/SessionStore';

/** The editable fields of the profile. */
export type ProfileField = 'first_name' | 'last_name' | 'phone' | 'mobile_phone';

export type ProfileValues = Record<ProfileField, string>;

/** What the profile reads of the session (SessionStore): the connected user, and a way to refresh it once saved. */
export type ProfileSession = Pick<SessionStore, 'user' | 'reloadUser'>;

export type ProfileStatus = LoadStatus;

const FIELDS: readonly ProfileField[] = ['first_name', 'last_name', 'phone', 'mobile_phone'];
const PHONE_FIELDS: readonly ProfileField[] = ['phone', 'mobile_phone'];

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  mobile_phone: user.mobile_phone ?? '',
});

/**
 * The "Profil et IA" page (personal space): loads the user (GET /v1/users/{id}), edits first name, last name,
 * phone and mobile phone (email and organisation are read-only), tracks what changed, validates (names required,
 * phones by core's phone rule, inline errors), saves the changed fields (PATCH /v1/users/{id}; an emptied phone is
 * cleared with null), toasts "La modification a bien été enregistrée" or "Nous avons rencontré une erreur", and
 * refreshes the session user once saved.
 */
export class ProfileViewModel {
  /** The connected user as saved (loaded when the page shows, then the answer of each save): the form starts from it. */
  readonly profile = new Loadable<User>({ status: 'loading', onValue: (user) => this.accept(user) });
  values: ProfileValues = { first_name: '', last_name: '', phone: '', mobile_phone: '' };
  isSaving = false;
  /** Fields whose errors are shown: left once, or all after a save attempt. */
  private touched = new Set<ProfileField>();

  constructor(
    private readonly users: UsersGateway,
    private readonly session: ProfileSession,
    private readonly toasts: Pick<ToastStore, 'success' | 'error'>,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<this, 'users' | 'session' | 'toasts' | 'translate'>(
      this,
      { users: false, session: false, toasts: false, translate: false, profile: false },
      { autoBind: true },
    );
  }

  get status(): ProfileStatus {
    return this.profile.status;
  }

  get user(): User | null {
    return this.profile.value;
  }

  /** Loads the connected user's profile (again, after an error); no connected user is an error. */
  async load(): Promise<void> {
    const userId = this.session.user?.id;
    await this.profile.load(async () => {
      if (userId === undefined) throw new Error('No connected user');
      return this.users.getUser({ params: { id: userId } });
    });
  }

  /** The values as saved (what "cancel" comes back to). */
  get savedValues(): ProfileValues {
    return this.user ? valuesOf(this.user) : { first_name: '', last_name: '', phone: '', mobile_phone: '' };
  }

  /** The fields whose trimmed value differs from the saved one. */
  get changedFields(): ProfileField[] {
    const saved = this.savedValues;
    return FIELDS.filter((field) => this.values[field].trim() !== saved[field].trim());
  }

  get isDirty(): boolean {
    return this.changedFields.length > 0;
  }

  /** The error of every field as it stands (null when valid), whether shown or not. */
  get fieldErrors(): Record<ProfileField, string | null> {
    return {
      first_name: this.nameError(this.values.first_name),
      last_name: this.nameError(this.values.last_name),
      phone: this.phoneError(this.values.phone),
      mobile_phone: this.phoneError(this.values.mobile_phone),
    };
  }

  get isValid(): boolean {
    return FIELDS.every((field) => this.fieldErrors[field] === null);
  }

  /** The error to show under a field (once the field was left or a save was attempted). */
  errorOf(field: ProfileField): string | null {
    return this.touched.has(field) ? this.fieldErrors[field] : null;
  }

  fieldChanged(field: ProfileField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  fieldBlurred(field: ProfileField): void {
    if (this.touched.has(field)) return;
    this.touched = new Set([...this.touched, field]);
  }

  /** Back to the saved values. */
  cancel(): void {
    if (this.user) this.values = valuesOf(this.user);
    this.touched = new Set();
  }

  /** Saves the changed fields; resolves true once saved. Invalid fields show their errors and nothing is sent. */
  async save(): Promise<boolean> {
    const user = this.user;
    if (!user || this.isSaving || !this.isDirty) return false;
    this.touched = new Set(FIELDS);
    if (!this.isValid) return false;
    const body: UserUpdateBody = {};
    for (const field of this.changedFields) {
      const value = this.values[field].trim();
      if (PHONE_FIELDS.includes(field)) body[field as 'phone' | 'mobile_phone'] = value === '' ? null : value;
      else body[field as 'first_name' | 'last_name'] = value;
    }
    this.isSaving = true;
    try {
      const saved = await this.users.updateUser({ params: { id: user.id }, body });
      runInAction(() => {
        this.profile.set(saved);
        this.isSaving = false;
      });
    } catch {
      runInAction(() => {
        this.isSaving = false;
      });
      this.toasts.error(this.translate('personalSpace.toast.error'));
      return false;
    }
    this.toasts.success(this.translate('personalSpace.toast.saved'));
    // The header and menus show the session's user: refresh it (a failure there does not undo the save).
    try {
      await this.session.reloadUser();
    } catch {
      // The session keeps its previous copy until the next load.
    }
    return true;
  }

  /** A user taken (loaded or saved): the form starts again from it. */
  private accept(user: User): void {
    this.values = valuesOf(user);
    this.touched = new Set();
  }

  private nameError(value: string): string | null {
    const trimmed = value.trim();
    if (trimmed === '') return this.translate('personalSpace.profile.errors.nameRequired');
    if (trimmed.length > PORT_LIMITS.name) return this.translate('personalSpace.profile.errors.nameTooLong', { max: PORT_LIMITS.name });
    return null;
  }

  private phoneError(value: string): string | null {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const checked = validatePhone(trimmed);
    if (!checked.ok) {
      return checked.error.code === 'PHONE.INVALID_CHARACTERS'
        ? this.translate('personalSpace.profile.errors.phoneCharacters')
        : this.translate('personalSpace.profile.errors.phoneTooShort', { min: PHONE_MIN_LENGTH });
    }
    if (trimmed.length > PORT_LIMITS.phone) return this.translate('personalSpace.profile.errors.phoneTooLong', { max: PORT_LIMITS.phone });
    return null;
  }
}
