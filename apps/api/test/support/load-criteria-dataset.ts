import type { GeneratedCriteriaDataset } from '../../../../packages/core/src/criteria/criteria-dataset.arbitrary';
import type { Database } from '../../src/db/database';

/**
 * The data tables, emptied in this order before a dataset goes in. DELETE rather than TRUNCATE: a TRUNCATE … CASCADE
 * of these tables (and of the dozen tables that point at contacts and news) took 300–400 ms on both databases, a
 * DELETE of a few dozen rows 1–3 ms, and the model-based tests load a dataset per run (some 700 loads per unit
 * phase). Every foreign key into these tables deletes in cascade, so the rows that pointed at them go as before; a
 * table that would keep a row pointing at them makes the DELETE fail loudly rather than keep stale data.
 */
const DATA_TABLES = ['news', 'conference_program_entries', 'conferences', 'contacts', 'offices', 'companies'] as const;

/** Empties the data tables and inserts a dataset (companies, offices, news, contacts) as the oracle reads it. */
export async function loadCriteriaDataset(db: Database, dataset: GeneratedCriteriaDataset): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of DATA_TABLES) await tx.query(`DELETE FROM ${table}`);
    for (const company of dataset.companies) {
      await tx.query(
        `INSERT INTO companies (id, name, siren, group_head_country_id, is_headquarters, is_group_head, size_id, client_type_id,
           structure_type_id, shareholding_type_id, industry_type_id, industry_class_id, idcc_id, activity, workforce_lower,
           workforce_upper, sales_revenue_lower, sales_revenue_upper, publicly_traded, stock_index_id, growth_type_id,
           innovation_tag_ids, startup_tech_id, advertiser_tag_ids, advertiser_investment, advertiser_media_ids, brand_names,
           award_ids, cac_mandate_end_date, closure_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
           $25, $26, $27, $28, $29, $30)`,
        [
          company.id, company.name, company.siren, company.groupHeadCountryId, company.isHeadquarters, company.isGroupHead,
          company.sizeId, company.clientTypeId, company.structureTypeId, company.shareholdingTypeId, company.industryTypeId,
          company.industryClassId, company.idccId, company.activity, company.workforceLower, company.workforceUpper,
          company.salesRevenueLower, company.salesRevenueUpper, company.publiclyTraded, company.stockIndexId,
          company.growthTypeId, company.innovationTagIds, company.startupTechId, company.advertiserTagIds,
          company.advertiserInvestment, company.advertiserMediaIds, company.brandNames, company.awardIds,
          company.cacMandateEndDate, company.closureDate,
        ],
      );
      for (const office of company.offices) {
        await tx.query(
          `INSERT INTO offices (company_id, siret, naf_code, zip_code, city, department_id, region_id, country_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [company.id, office.siret, office.nafCode, office.zipCode, office.city, office.departmentId, office.regionId, office.countryId],
        );
      }
      for (const item of company.news) {
        await tx.query(
          `INSERT INTO news (type_id, business_opportunity_type_id, publication_date, title, company_id, highlight_start_date)
           VALUES ($1, $2, $3, 'Actualité', $4, $5)`,
          [item.typeId, item.businessOpportunityTypeId, item.publicationDate, company.id, item.highlightStartDate],
        );
      }
    }
    for (const company of dataset.companies) {
      if (company.groupId !== null) await tx.query('UPDATE companies SET group_id = $2 WHERE id = $1', [company.id, company.groupId]);
    }
    for (const contact of dataset.contacts) {
      await tx.query(
        `INSERT INTO contacts (id, first_name, last_name, company_id, active, job_title_id, job_label, main_job_function_id,
           job_function_ids, job_type_id, hierarchical_level_id, communication_type_ids, email, school_ids, hobby_ids,
           previous_company_ids, experience_completed, studies_completed)
         VALUES ($1, 'Prénom', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          contact.id, `Nom ${contact.id}`, contact.companyId, contact.active, contact.jobTitleId, contact.jobLabel,
          contact.mainJobFunctionId, contact.jobFunctionIds, contact.jobTypeId, contact.hierarchicalLevelId,
          contact.communicationTypeIds, contact.email, contact.schoolIds, contact.hobbyIds, contact.previousCompanyIds,
          contact.experienceCompleted, contact.studiesCompleted,
        ],
      );
    }
  });
}
