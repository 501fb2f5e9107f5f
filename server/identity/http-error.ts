// An error the error handler answers with its own status and message (a 4xx a person can read).
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';
