/**
 * Each park's search answer kept between searches of the same question (decision 0022). A search over every park
 * would otherwise run the eleven rules, best fit and pricing over every site on each call, although between two
 * calls only the few parks whose index rows or holds moved can answer differently. An answer is used again only
 * while its park's token (inventory stamp, index changes, live holds: `SearchSnapshot.parkToken`) and member
 * discount are the ones it was computed under, and before the instant the clock could change it.
 */
import type { SearchFilters } from "@/features/availability/engine-types";
import { canonical } from "@/lib/canonical";

type Remembered<Answer> = {
  token: string;
  memberDiscountBp: number | null;
  /** Epoch ms: the answer holds for a request's clock in [computedAt, validUntil) (a test's clock may go back). */
  computedAt: number;
  validUntil: number;
  answer: Answer;
};

/** How many distinct questions are kept (least recently asked dropped first); each holds one answer per park. */
export const REMEMBERED_QUESTIONS = 64;

/**
 * The question a park's answer depends on: the stay, party, rig and filters, and whether a member asks. Not the
 * guest's location or the distance filter (applied to whole parks before asking) nor the sort (applied after).
 */
export function questionKey(request: {
  dates: { start: string; end: string };
  guests: unknown;
  equipment?: unknown;
  filters?: SearchFilters;
  member?: unknown;
}): string {
  const { distanceMin: _min, distanceMax: _max, ...filters } = request.filters ?? {};
  return JSON.stringify(
    canonical({
      dates: request.dates,
      guests: request.guests,
      equipment: request.equipment,
      filters,
      member: Boolean(request.member),
    }),
  );
}

export class RememberedAnswers<Answer> {
  private readonly questions = new Map<string, Map<string, Remembered<Answer>>>();

  constructor(private readonly limit = REMEMBERED_QUESTIONS) {}

  /** The answers kept for a question, made the most recently asked (created when `create`). */
  private answersTo(question: string, create: boolean): Map<string, Remembered<Answer>> | undefined {
    let answers = this.questions.get(question);
    if (answers) this.questions.delete(question);
    else if (create) answers = new Map();
    else return undefined;
    this.questions.set(question, answers);
    while (this.questions.size > this.limit) {
      const oldest = this.questions.keys().next().value as string;
      this.questions.delete(oldest);
    }
    return answers;
  }

  /** The park's kept answer if it still holds for this token, member discount and instant. */
  recall(
    question: string,
    parkId: string,
    at: { token: string | null; memberDiscountBp: number | null; now: Date },
  ): Answer | undefined {
    if (at.token === null) return undefined;
    const kept = this.answersTo(question, false)?.get(parkId);
    if (!kept) return undefined;
    const holds =
      kept.token === at.token &&
      kept.memberDiscountBp === at.memberDiscountBp &&
      at.now.getTime() >= kept.computedAt &&
      at.now.getTime() < kept.validUntil;
    return holds ? kept.answer : undefined;
  }

  /** Keeps an answer computed under `token` (read before the data it was computed from) until `validUntil`. */
  remember(
    question: string,
    parkId: string,
    kept: { token: string | null; memberDiscountBp: number | null; validUntil: number; answer: Answer },
    now: Date,
  ): void {
    const answers = this.answersTo(question, true)!;
    if (kept.token === null || kept.validUntil <= now.getTime()) {
      answers.delete(parkId);
      return;
    }
    answers.set(parkId, { ...kept, token: kept.token, computedAt: now.getTime() });
  }
}
