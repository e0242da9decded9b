import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERMISSION_ACTIONS,
  PERMISSION_SUBJECTS,
  PERMISSION_SUBJECT_INFO,
  featureStageOf,
  isPermissionSubject,
} from './permission-subjects';

describe('permission subjects', () => {
  it('has the spec’s four actions', () => {
    expect(PERMISSION_ACTIONS).toEqual(['create', 'read', 'update', 'delete']);
  });

  it('names every subject of the spec’s permission rules and every route resource of its routes, once', () => {
    const named = [
      'ADVANCED_SEARCH', 'BUSINESS_ALERTS', 'CONFERENCES', 'NAVBAR_PROSPECTS', 'QUICK_SEARCH',
      'QUICK_SEARCH_COMPANIES', 'QUICK_SEARCH_CONTACTS', 'QUICK_SEARCH_NEWS', 'QUICK_SEARCH_CONFERENCES',
      'QUICK_SEARCH_ALL_RESULTS', 'CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'SEQUENCES', 'SEQUENCE_SETTINGS',
      'MY_PROSPECTING_MY_PROSPECTS', 'MY_PROSPECTING_SMART_SCORING', 'MANAGER_ACCESS',
      'PERSONAL_SPACE_DASHBOARD', 'PERSONAL_SPACE_ACTIVITY', 'PERSONAL_SPACE_NOTIFICATIONS',
      'PERSONAL_SPACE_REQUESTS', 'PERSONAL_SPACE_EXPORT', 'PERSONAL_SPACE_CREDIT_CONSUMPTION',
      'PERSONAL_SPACE_PARAMETERS', 'PERSONAL_SPACE_PROFILE_AND_AI', 'PERSONAL_SPACE_ACCOUNT_SEGMENTS',
      'PERSONAL_SPACE_CONTACT_SEGMENTS', 'PERSONAL_SPACE_MY_ALERTS', 'PERSONAL_SPACE_TEMPLATES',
      'PERSONAL_SPACE_MY_ACCOUNT', 'PERSONAL_SPACE_EMAIL_CONNECTION', 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
      'PERSONAL_SPACE_CHANGE_PASSWORD', 'PERSONAL_SPACE_LOGOUT', 'PERSONAL_SPACE_SAVED_SEARCHES',
      'PAGE_SEQUENCE_HOME', 'PAGE_BUSINESS_ALERTS', 'PAGE_CAMPAIGN_HOME', 'PAGE_EMAIL_SIGNATURE_GENERATOR',
      'PAGE_CHANGE_PASSWORD', 'TICKET', 'LINKEDIN', 'POST', 'PERSONAL_SPACE', 'REQUEST_HELP',
    ];
    for (const subject of named) expect(PERMISSION_SUBJECTS).toContain(subject);
    expect(new Set(PERMISSION_SUBJECTS).size).toBe(PERMISSION_SUBJECTS.length);
  });

  it('describes every subject, and the LinkedIn connection is beta', () => {
    expect(Object.keys(PERMISSION_SUBJECT_INFO).sort()).toEqual([...PERMISSION_SUBJECTS].sort());
    expect(featureStageOf('PERSONAL_SPACE_LINKEDIN_CONNECTION')).toBe('beta');
    expect(featureStageOf('PERSONAL_SPACE_MY_AI')).toBe('beta');
    expect(featureStageOf('CAMPAIGNS')).toBe('ga');
    const nonGa = PERMISSION_SUBJECTS.filter((subject) => featureStageOf(subject) !== 'ga');
    expect(nonGa).toEqual(['PERSONAL_SPACE_MY_AI', 'PERSONAL_SPACE_LINKEDIN_CONNECTION']);
  });

  it('featureStageOf gives the stage PERMISSION_SUBJECT_INFO records, for every subject', () => {
    for (const subject of PERMISSION_SUBJECTS) expect(featureStageOf(subject), subject).toBe(PERMISSION_SUBJECT_INFO[subject].stage);
  });

  it('recognises subjects and nothing else', () => {
    expect(isPermissionSubject('PAGE_HOME')).toBe(true);
    expect(isPermissionSubject('page_home')).toBe(false);
    fc.assert(fc.property(fc.string(), (value) => isPermissionSubject(value) === (PERMISSION_SUBJECTS as readonly string[]).includes(value)));
  });
});
