/** The previewed theme version, from the builderVersion cookie record (SPEC §3). */
export interface BuilderVersion {
  name: string;
  publishedDate?: string | number;
  isLive: boolean;
}

export function parseBuilderVersion(raw: string | undefined): BuilderVersion | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const version: BuilderVersion = {
      name: typeof record.name === 'string' ? record.name : '',
      // The record carries isLive as the string 'true' or 'false'.
      isLive: record.isLive === 'true' || record.isLive === true,
    };
    if (typeof record.publishedDate === 'string' || typeof record.publishedDate === 'number') {
      version.publishedDate = record.publishedDate;
    }
    return version;
  } catch {
    return null;
  }
}
