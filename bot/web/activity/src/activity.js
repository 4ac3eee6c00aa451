// The board page's bridge to Discord's Embedded App SDK, for when the page runs as a Discord
// Activity. Bundled by build.mjs into bot/web/static/activity.js, which the bot serves as a
// plain static file: Node is needed to rebuild it, never to run the bot. The page's own
// script does the HTTP calls (exchanging the code for a token); this file only talks to Discord.
import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

// Discord loads an Activity's page with `frame_id` (and `instance_id`, `platform`) in its query;
// the real SDK throws without them, so their absence means a plain browser tab, where the mock
// stands in (as Discord's own sdk-playground decides).
function inDiscord() {
  return new URLSearchParams(window.location.search).has("frame_id");
}

// The mock answers every command with canned data at once; its `authorize` is given the code the
// page's test server expects, so the whole sign-in path runs outside Discord too.
async function start({ clientId, mock = {} }) {
  let sdk;
  if (inDiscord()) {
    sdk = new DiscordSDK(clientId);
  } else {
    sdk = new DiscordSDKMock(
      clientId,
      mock.guildId ?? null,
      mock.channelId ?? null,
      mock.locationId ?? null,
    );
    // Merged over the mock's defaults: every other command keeps its canned answer.
    sdk._updateCommandMocks({ authorize: async () => ({ code: mock.code ?? "mock_code" }) });
  }
  await sdk.ready();
  // prompt "none": the player already launched the Activity, so no second consent screen
  // unless Discord needs one; only "identify", the least that names the player.
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  return { sdk, instanceId: sdk.instanceId, code };
}

// Once the page's server has traded the code for a token, Discord must be told the token too
// before commands that act for the player work.
function authenticate(sdk, accessToken) {
  return sdk.commands.authenticate({ access_token: accessToken });
}

// One global, so the page's non-module script can reach it without a bundler of its own.
window.BoardActivity = { inDiscord, start, authenticate };
