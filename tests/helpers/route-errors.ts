/** A plain route's error in tRPC's shape, as the code and message a client reads from it. */
export async function routeError(res: Response): Promise<{ code: string; message: string }> {
  const body = (await res.json()) as { error: { message: string; data: { code: string } } };
  return { code: body.error.data.code, message: body.error.message };
}
