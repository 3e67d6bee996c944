// Any /api path that no operation serves: API clients get a JSON 404, not the HTML error page.
const notFound = () => Response.json({ detail: "Not Found" }, { status: 404 });

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
