import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SENDABLE_WEEKDAYS, sendingHourChoicesFor, type Sequence } from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { ComboBox } from '../../ui/components/ComboBox/ComboBox';
import { Select } from '../../ui/components/Select/Select';
import { Switch } from '../../ui/components/Switch/Switch';
import { TextField } from '../../ui/components/TextField/TextField';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';

/** The settings tab: name, sendable days and hours, time zone, finish on reply, start date (before the start). */
export const SequenceSettingsTab = observer(function SequenceSettingsTab({ sequence, onSaved }: { sequence: Sequence; onSaved: (sequence: Sequence) => void }) {
  const { t } = useTranslation();
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createSettingsForm(sequence, onSaved));
  const form = vm.form;
  const hours = (bound: 'start' | 'end') => sendingHourChoicesFor(bound).map((choice) => ({ value: choice.hour, name: choice.label }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save();
      }}
    >
      <h2 className={styles.subtitle}>{t('sequences.settings.title')}</h2>
      <TextField label={t('sequences.settings.name')} value={form.name} onChange={(name) => vm.edit({ name })} isRequired isInvalid={vm.nameMissing} errorMessage={vm.nameMissing ? t('sequences.create.nameMissing') : undefined} />
      <fieldset className={styles.days}>
        <legend className={styles.legend}>{t('sequences.settings.days')}</legend>
        {SENDABLE_WEEKDAYS.map((day) => (
          <Checkbox key={day.id} isSelected={form.sendableDays.includes(day.id)} onChange={() => vm.toggleDay(day.id)}>
            {coreText(day.label)}
          </Checkbox>
        ))}
      </fieldset>
      <div className={styles.row}>
        <Select label={t('sequences.settings.startHour')} options={hours('start')} value={form.startHour} onChange={(startHour) => vm.edit({ startHour })} />
        <Select label={t('sequences.settings.endHour')} options={hours('end')} value={form.endHour} onChange={(endHour) => vm.edit({ endHour })} />
        {/* Every zone of the browser: typing any part of its name ("paris", "UTC+1") narrows the list. */}
        <ComboBox label={t('sequences.settings.timezone')} options={vm.timeZoneChoices} value={vm.timeZoneValue} onChange={vm.chooseTimeZone} />
      </div>
      {vm.windowError !== null && (
        <p className={styles.error} role="alert">
          {t(`sequences.errors.${vm.windowError}`)}
        </p>
      )}
      <Switch isSelected={form.finishOnReply} onChange={(finishOnReply) => vm.edit({ finishOnReply })}>
        {t('sequences.settings.finishOnReply')}
      </Switch>
      <label className={styles.fieldLabel}>
        {t('sequences.settings.startDate')}
        <input className={styles.dateInput} type="date" value={form.startDate} disabled={!vm.startDateEditable} onChange={(event) => vm.edit({ startDate: event.target.value })} />
        <span className={styles.muted}>{vm.startDateEditable ? t('sequences.settings.startDateHelp') : t('sequences.settings.startDateLocked')}</span>
      </label>
      {vm.error !== null && (
        <p className={styles.error} role="alert">
          {t(`sequences.errors.${vm.error}`)}
        </p>
      )}
      {vm.saved && (
        <p className={styles.muted} role="status">
          {t('sequences.toast.saved')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={vm.saving} isDisabled={vm.windowError !== null || vm.nameMissing}>
          {t('sequences.settings.save')}
        </Button>
      </div>
    </form>
  );
});
