// The wire shapes of api/feedback/v1/*, as zod schemas that compile only while they match the contract types
// (core/contract/feedback.ts). The messages are the spec's validation texts (docs/product.md §5).
import { z } from 'zod';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SUBJECT_MAX,
  feedbackCategories,
  type FeedbackDto,
  type FeedbackPageDto,
  type SendFeedbackRequest,
} from '#core/contract/feedback.ts';
import { newEmailField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

const required = 'Required.';
const lessThan = (max: number) => `The input field must contain less than ${max + 1} characters.`;

/** Trimmed text between `min` and `max` characters (code points), blank refused. */
function textField(min: number, max: number) {
  return z
    .string()
    .max(max * 4, { error: lessThan(max) })
    .trim()
    .superRefine((text, context) => {
      const length = [...text].length;
      if (length === 0) context.addIssue({ code: 'custom', message: required });
      else if (length < min)
        context.addIssue({
          code: 'custom',
          message: `The input field must contain at least ${min} characters.`,
        });
      else if (length > max) context.addIssue({ code: 'custom', message: lessThan(max) });
    });
}

export const sendFeedbackRequestSchema = z.object({
  category: z.enum(feedbackCategories, { error: 'expected one of the feedback categories' }),
  subject: textField(1, FEEDBACK_SUBJECT_MAX),
  message: textField(FEEDBACK_MESSAGE_MIN, FEEDBACK_MESSAGE_MAX),
  email: newEmailField.optional().describe('Required when signed out, or for a guest without an address.'),
  token: z.string().max(2048).describe("The captcha's token, as at sign-up."),
});

const feedbackSchema = z
  .object({
    id: z.string(),
    category: z.enum(feedbackCategories),
    subject: z.string(),
    message: z.string(),
    email: z.string(),
    userId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'FeedbackDto' });

export const feedbackPageSchema = z
  .object({
    items: z.array(feedbackSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'FeedbackPageDto' });

export const feedbackPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('From 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(50).describe('1 to 100; default 50.'),
});

const _send: Equals<z.output<typeof sendFeedbackRequestSchema>, SendFeedbackRequest> = true;
const _one: Equals<z.output<typeof feedbackSchema>, FeedbackDto> = true;
const _page: Equals<z.output<typeof feedbackPageSchema>, FeedbackPageDto> = true;
