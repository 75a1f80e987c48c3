import type { CatalogueSubject } from "../catalogue/catalogue-product";
import { SUBJECTS, type SubjectData } from "../../src/fixtures/demo-catalogue-subjects";

/** A theme leaf of the subjects tree with what the generator needs to write about it. */
export interface ThemeNode {
  subjectId: number;
  themeId: number;
  areaId: number;
  theme: string;
  area: string;
  subject: SubjectData;
}

export interface SubjectTree {
  subjects: CatalogueSubject[];
  themes: ThemeNode[];
  /** Area nodes with their themes, for series (one series covers one area). */
  areas: { areaId: number; area: string; subject: SubjectData; themes: ThemeNode[] }[];
}

/**
 * Numbers the tree depth-first (subject, its areas, each area's themes), ids from 1, so the ids are
 * stable for as long as SUBJECTS only grows at the end. SPEC §3 TREE filter: root → area → theme.
 */
export function buildSubjectTree(data: readonly SubjectData[] = SUBJECTS): SubjectTree {
  const tree: SubjectTree = { subjects: [], themes: [], areas: [] };
  let nextId = 1;
  data.forEach((subject, subjectIndex) => {
    const subjectId = nextId++;
    tree.subjects.push({ id: subjectId, parentId: null, title: subject.title, path: [subjectId], sortOrder: subjectIndex });
    subject.areas.forEach((area, areaIndex) => {
      const areaId = nextId++;
      tree.subjects.push({ id: areaId, parentId: subjectId, title: area.title, path: [subjectId, areaId], sortOrder: areaIndex });
      const themes: ThemeNode[] = [];
      area.themes.forEach((theme, themeIndex) => {
        const themeId = nextId++;
        tree.subjects.push({ id: themeId, parentId: areaId, title: theme, path: [subjectId, areaId, themeId], sortOrder: themeIndex });
        themes.push({ subjectId, themeId, areaId, theme, area: area.title, subject });
      });
      tree.themes.push(...themes);
      tree.areas.push({ areaId, area: area.title, subject, themes });
    });
  });
  return tree;
}
