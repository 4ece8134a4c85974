/** Collects per-field messages; a field keeps each message once. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    this.errors[field] ??= [];
    if (!this.errors[field].includes(message)) this.errors[field].push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
