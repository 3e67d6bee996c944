// What a worker receives and sends back for one file.
import type { PageKind } from "../catalog/codes";
import type { PageFeatures } from "../pages/page-features";
import type { MetadataReading } from "./metadata/read-metadata";

export interface AnalyseTask {
  /** The file's bytes, transferred (not copied) to the worker. */
  data: ArrayBuffer;
}

export interface AnalysedPage {
  pageNumber: number;
  content: string;
  garbled: boolean;
  kind: PageKind;
  features: PageFeatures;
}

export interface AnalysedFile {
  pages: AnalysedPage[];
  reading: MetadataReading;
}
