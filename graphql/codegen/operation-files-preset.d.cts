import type { Types } from '@graphql-codegen/plugin-helpers';

declare const preset: Types.OutputPreset;
export = preset;
