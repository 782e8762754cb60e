'use client';

import { useEffect, useRef, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { CONNECTION_ERROR } from '@/components/auth/post-json';
import type { deferredSchema } from './deferred-schema';

type Deferred = Pick<ReturnType<typeof deferredSchema>, 'preload' | 'isReady'>;

/**
 * What a form with a `deferredSchema` does (docs/decisions/page-weight.md, "The sign-in page
 * without zod", and the forms' section after it): loads the schema once the form is interactive,
 * and returns `held(event)`, called first in the form's onSubmit — true when the schema is not
 * here yet, the submit then held and sent again once it is (`requestSubmit`), however often the
 * button was pressed meanwhile. A schema that cannot load shows the connection message
 * (`onLoadError`, a toast unless the form says otherwise) and is tried again on the next submit.
 */
export function useDeferredSchema(deferred: Deferred, onLoadError: (message: string) => void = (message) => toast.error(message)) {
  useEffect(() => {
    deferred.preload().catch(() => undefined);
  }, [deferred]);

  const waiting = useRef(false);
  return function held(event: FormEvent<HTMLFormElement>): boolean {
    if (deferred.isReady()) return false;
    event.preventDefault();
    if (waiting.current) return true;
    waiting.current = true;
    const formElement = event.currentTarget;
    deferred
      .preload()
      .then(
        () => formElement.requestSubmit(),
        () => onLoadError(CONNECTION_ERROR),
      )
      .finally(() => {
        waiting.current = false;
      });
    return true;
  };
}
