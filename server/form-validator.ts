// Validates the user's answers to Nuzo's confirmation forms. The SDK would otherwise build
// a full Ajv instance (meta-schemas, formats) at server start-up just for this; the forms
// are flat objects of strings and enums, so a dozen lines check them exactly.
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';

type Property = { type?: string; enum?: unknown[]; maxLength?: number };
type FormSchema = { properties?: Record<string, Property>; required?: string[] };

export const formValidator: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const { properties = {}, required = [] } = schema as FormSchema;
    return (input: unknown) => {
      const fail = (errorMessage: string) => ({ valid: false as const, data: undefined, errorMessage });
      if (!input || typeof input !== 'object' || Array.isArray(input)) return fail('the answer must be an object');
      const answer = input as Record<string, unknown>;
      for (const key of required) if (!(key in answer)) return fail(`${key} is required`);
      for (const [key, value] of Object.entries(answer)) {
        const rule = properties[key];
        if (!rule) return fail(`${key} is not a field of this form`);
        if (rule.type === 'string' && typeof value !== 'string') return fail(`${key} must be a string`);
        if (rule.enum && !rule.enum.includes(value)) return fail(`${key} must be one of ${rule.enum.join(', ')}`);
        if (typeof value === 'string' && rule.maxLength !== undefined && value.length > rule.maxLength) return fail(`${key} is too long`);
      }
      return { valid: true as const, data: answer as T, errorMessage: undefined };
    };
  },
};
