"""The kinds of decision a player is asked (the engine's steps and the asks' kinds, `windows`):
each has a sentence of why it is asked, added to the question, and the "?" help (the rule
behind it and what the choices do), in our own words, in the catalogues as
`frondeurs-why-<kind>` and `frondeurs-help-<kind>` (i18n/locales/<lang>/frondeurs.ftl)."""

from __future__ import annotations

KINDS = (
    "play", "play_season", "place", "deploy", "season_cubes", "coin_cubes", "anywhere",
    "remove", "move_to", "movers", "displace", "after", "arrest", "liberation", "prisoner_move",
    "affiliate", "lift", "spanish_gold", "porthos", "aramis_two", "mus_free", "mus_cubes",
    "dart_fill", "dart_block", "season_timing", "season_remove_own", "season_depression",
    "old_noll_cancel", "old_noll_zone", "coin", "pawn_place", "pawn_back", "pawn_claim",
)  # fmt: skip
