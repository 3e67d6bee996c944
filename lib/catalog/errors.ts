// Domain errors that every caller (route handlers, the command line, the answer pipeline) can
// recognise. lib/http maps them to statuses.

/** A catalog lookup by id found nothing; the API answers 404 with this message. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotFoundError";
  }
}
