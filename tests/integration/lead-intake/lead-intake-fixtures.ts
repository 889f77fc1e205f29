import type { SignedIn } from '../../helpers/dialer-fixtures';

/** A lead intake token of `owner`'s account, made through Settings' procedure. */
export async function intakeToken(owner: SignedIn, name = 'Website form'): Promise<string> {
  const created = await owner.caller.leadTokens.create({ name });
  return created.secret;
}

/** `POST /api/v1/leads` with a token (`null`: no Authorization header) and a JSON body. */
export function postLead(
  url: string,
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/v1/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type ErrorBody = {
  error: { message: string; data: { code: string; fieldErrors: Record<string, string[]> | null } };
};

/** A refused post: its status, code, message and field errors. */
export async function refusal(res: Response) {
  const body = (await res.json()) as ErrorBody;
  return {
    status: res.status,
    code: body.error.data.code,
    message: body.error.message,
    fieldErrors: body.error.data.fieldErrors,
  };
}
