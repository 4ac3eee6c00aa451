/* The board as a Discord Activity (docs/WEB_BOARD.md): the person signed in through Discord's
 * SDK (activity.js), then on to the page of their channel's match. The server trusts nothing
 * said here: it asks Discord who the code names and what the instance is.
 *
 * Outside Discord's window the SDK's mock stands in; its code comes from the address
 * (`?mock_code=`), which only a Discord that issued it (the tests' fake one) accepts. */
(async () => {
  "use strict";
  /** What the server said when it refused: said as is (in the reader's language). */
  class Refusal extends Error {}
  const status = document.getElementById("status");
  const query = new URLSearchParams(location.search);
  try {
    const { sdk, instanceId, code } = await window.BoardActivity.start({
      clientId: document.body.dataset.client,
      mock: { code: query.get("mock_code") },
    });
    const answer = await fetch("activity/token", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code, instance: instanceId }),
    });
    const told = await answer.json();
    if (!answer.ok || !told.ok) throw new Refusal(told.error);
    await window.BoardActivity.authenticate(sdk, told.access_token);
    location.replace(told.page);
  } catch (error) {
    const said = error instanceof Refusal && error.message;
    status.textContent = said || document.body.dataset.failed;
  }
})();
