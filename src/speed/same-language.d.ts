import type { ThirdPartyModule } from 'i18next';

export const keepSameLanguage: ThirdPartyModule;
