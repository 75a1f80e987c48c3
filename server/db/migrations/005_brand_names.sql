-- 005_brand_names: the three brand variants of SPEC §1 get one spelling everywhere — the domain's
-- (src/domain/shared/brand.ts), which the contract's Brand and the web app's themes use too. 001_core
-- had written two of them differently ('education', 'filmlibrary').
ALTER TABLE resellers DROP CONSTRAINT resellers_brand_variant_check;
UPDATE resellers SET brand_variant = 'education-streaming' WHERE brand_variant = 'education';
UPDATE resellers SET brand_variant = 'film-library' WHERE brand_variant = 'filmlibrary';
ALTER TABLE resellers
  ADD CONSTRAINT resellers_brand_variant_check CHECK (brand_variant IN ('default', 'education-streaming', 'film-library'));
