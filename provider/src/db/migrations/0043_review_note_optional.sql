-- A change request may have marks and no general note (docs/decisions/proofing-marks.md): "needs a note" is now
-- the validation's rule (domain/validation/proofing.ts reviewInput), which can see the marks.
ALTER TABLE "result_reviews" DROP CONSTRAINT "result_reviews_note_for_changes";