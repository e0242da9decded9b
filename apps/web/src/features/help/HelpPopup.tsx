import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HELP_REQUEST_TYPE, HELP_REQUEST_TYPES, mayRequestHelpType } from '@cible/core';
import type { SelectOption } from '@cible/core';
import { helpModule } from '../../di/modules/helpModule';
import { useFactory } from '../../di/useFactory';
import { HELP_POPUP_STORE } from '../shell/HelpPopupStore';
import { SESSION_STORE } from '../session/SessionStore';
import { useInjection } from '../../di/useInjection';
import { Button } from '../../ui/components/Button/Button';
import { FileDrop } from '../../ui/components/FileDrop/FileDrop';
import { Icon } from '../../ui/components/Icon/Icon';
import { Modal } from '../../ui/components/Modal/Modal';
import { Select } from '../../ui/components/Select/Select';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import { HELP_REQUEST_VIEW_MODEL_FACTORY } from './HelpRequestViewModelFactory';
import styles from './HelpPopup.module.css';
import { useCoreText } from '../../i18n/coreText';

/** A `tel:` link for a phone number as written for people ("01 84 80 12 34" → "tel:0184801234"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * The help (contact-us) popup (docs/web-shell.md "Footer and help popup"), mounted once by the application layout and
 * opened through the HelpPopupStore (footer link, user menu): title, same-day answer promise, support phone line,
 * request type, message, attachment, cancel and validate. A react-aria modal dialog: focus trapped, Escape closes,
 * focus returns to the trigger. While it is open `HelpPopupStore.isOpen` is true (the user menu stays open).
 */
export const HelpPopup = observer(function HelpPopup() {
  const popup = useInjection(HELP_POPUP_STORE);
  const session = useInjection(SESSION_STORE);
  const factory = useFactory(helpModule, HELP_REQUEST_VIEW_MODEL_FACTORY);
  const [form] = useState(() => factory.create());
  const { t } = useTranslation();
  const text = useCoreText();

  // A profile setup or a training is a service of some licences (core's mayRequestHelpType, REQUEST_HELP): shown, not chosen.
  const ability = session.ability;
  const options: SelectOption[] = HELP_REQUEST_TYPES.map((type) => ({
    value: type.id,
    name: text(type.label),
    disabled: ability === null || !mayRequestHelpType(ability, type),
  }));
  const servicesNotIncluded = options.some((option) => option.disabled);
  const defaultTypeName = text(DEFAULT_HELP_REQUEST_TYPE.label);
  const phone = t('help.phone.number');

  const close = () => {
    form.reset();
    popup.close();
  };

  const validate = async () => {
    if (await form.submit()) popup.close();
  };

  return (
    <Modal
      isOpen={popup.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isDismissable={!form.isSending}
      isKeyboardDismissDisabled={form.isSending}
      title={t('help.title')}
      description={t('help.promise')}
      footer={
        <>
          <Button variant="ghost" onPress={close} isDisabled={form.isSending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" iconStart="mail" onPress={() => void validate()} isPending={form.isSending}>
            {t('common.validate')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.phone}>
          <span className={styles.phoneIcon}>
            <Icon name="phone" size={16} />
          </span>
          <span className={styles.phoneText}>
            <span>
              {t('help.phone.label')}{' '}
              <a className={styles.phoneNumber} href={telHref(phone)}>
                {phone}
              </a>
            </span>
            <span className={styles.phoneHours}>{t('help.phone.hours')}</span>
          </span>
        </p>
        <Select
          label={t('help.requestType.label')}
          options={options}
          value={form.requestType}
          onChange={form.requestTypeChanged}
          placeholder={t('help.requestType.placeholder')}
          description={`${t('help.requestType.description', { type: defaultTypeName })}${servicesNotIncluded ? ` ${t('help.requestType.servicesNotIncluded')}` : ''}`}
        />
        <TextArea
          label={t('help.message.label')}
          placeholder={t('help.message.placeholder')}
          description={t('help.message.description')}
          isRequired
          rows={6}
          value={form.message}
          onChange={form.messageChanged}
          errorMessage={form.messageError ?? undefined}
        />
        <FileDrop
          label={t('help.attachment.label')}
          description={t('help.attachment.description')}
          file={form.attachment instanceof File ? form.attachment : null}
          onChange={form.attachmentChanged}
          errorMessage={form.attachmentError ?? undefined}
          isDisabled={form.isSending}
        />
      </div>
    </Modal>
  );
});
