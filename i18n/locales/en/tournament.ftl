# Tournaments (bot/host/tournaments.py): the sign-up, the rounds, the standings. The answers to
# one person are in theirs; the sign-up, standings and threads in the tournament's language.

## Refusals
tournament-bad-format = A tournament is played as Swiss, round robin or elimination.
tournament-bad-size = { $game } seats { $players } players at a table: choose a number of players per table in that range.
tournament-no-rounds = An elimination tournament goes on until its final: leave the number of rounds out.
tournament-needs-rounds = A Swiss tournament needs its number of rounds: add `rounds`.
tournament-rounds-range = A tournament plays from 1 to { $most } rounds.
tournament-bad-pace = The pace is one of { $paces }.
tournament-starts-past = That start time has already passed: choose one still to come.
tournament-no-such = There is no such tournament.
tournament-signup-over = The sign-up for this tournament is over.
tournament-in-already = You are on the list already.
tournament-not-signed = You are not signed up for this tournament.
tournament-withdraw-instead = The tournament has started: to play no more rounds, withdraw with `/tournament withdraw`.
# $timed_out: matches whose clock ran out on them; $finished: matches they played to the end.
tournament-barred = You let { $timed_out ->
        [one] a match
       *[other] { $timed_out } matches
    } run out of time and have finished { $finished ->
        [0] none
        [one] one
       *[other] { $finished }
    }. Players join tournaments once they have finished more matches than they let run out: finish { $needed ->
        [one] one more match
       *[other] { $needed } more matches
    }, of any game, and you are welcome.
tournament-only-organiser = Only the organiser, { $organiser }, can start the tournament.
tournament-started-already = The tournament has already started.
tournament-too-few = { $count ->
        [one] One player has
       *[other] { $count } players have
    } signed up so far: it needs { $least } to start.
tournament-leave-instead = The tournament has not started yet: press **Leave** to take your name off the list.
tournament-over = This tournament is over.
tournament-withdrawn-already = You have already withdrawn from this tournament.

## Answers
tournament-started = The tournament has begun: the first round's matches open in threads of their own, and the standings follow here.
tournament-you-withdrew = You have withdrawn: you play no round after round { $round }. If your match of this round is still on, play it out or resign it.

## The sign-up message
tournament-title = { $game } tournament #{ $number }
tournament-named = **{ $title }**
tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-format-elimination = elimination
tournament-rounds = { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
tournament-rounds-all = until everyone has met
tournament-until-final = until the final
tournament-tables-of = tables of { $size }
tournament-starts-at = It starts { $at }, or sooner if { $organiser } presses **Start**.
tournament-starts-by-hand = It starts when the organiser, { $organiser }, presses **Start**.
tournament-entrants = Signed up ({ $count }): { $names }
tournament-no-entrants = Nobody has signed up yet.
tournament-how = Press **Join** to sign up, **Leave** to take your name off. Each match opens in a thread of its own, where its players are pinged; the next round opens by itself once every match of a round has ended.
tournament-joined = { $name } signed up.
tournament-signup-closed = **{ $title }**: sign-up closed, { $count } players take part. The standings follow.
tournament-cancelled = **{ $title }** is cancelled: { $count ->
        [one] one player
       *[other] { $count } players
    } signed up, and it needed { $least }.

## The standings
tournament-final-standings = Final standings
tournament-round-of = Round { $round } of { $rounds }
tournament-round = Round { $round }
tournament-heading-rank = Rank
tournament-heading-player = Player
tournament-heading-points = Points
tournament-heading-tie-break = Tie-break
tournament-heading-played = Played
tournament-note-withdrawn = withdrawn
tournament-note-byes = { $count ->
        [one] a bye
       *[other] { $count } byes
    }
# The picture's description, a line per player.
tournament-alt-line = { $rank }. { $name }: { $points } points, tie-break { $tie_break }, { $played } played
tournament-byes-swiss = A bye this round, worth 1 point: { $names }
tournament-byes-round-robin = Resting this round: { $names }
tournament-byes-elimination = Through to the next round without playing: { $names }
tournament-table-line = Table { $table }: { $players } · { $state ->
        [over] finished
        [playing] playing in { $where }
       *[waiting] opening soon
    }

## In a table's thread, and at the end
tournament-table-opens = **{ $title }** · round { $round }, table { $table }: { $players }. Your match is here; good luck!
tournament-won = 🏆 **{ $title }** is over: { $winners } { $count ->
        [one] wins it
       *[other] share the win
    }. Thank you all for playing!

## Looking a tournament up
tournament-none-yours = You are not playing in a tournament on this server just now.
tournament-none-here = No tournament has begun on this server yet.
tournament-bad-start = Write the start time as a date and a time in UTC, for example `2026-12-05 20:00`.

## The commands (their descriptions in Discord)
bot-cmd-tournament = Tournaments: sign up, play rounds, see the standings
bot-cmd-tournament-new = Open a tournament's sign-up in this channel
bot-opt-tournament-new-game = Which game the tournament plays
bot-opt-tournament-new-format = Swiss, round robin or elimination
bot-opt-tournament-new-rounds = How many rounds (Swiss: needed; round robin: by default until everyone has met)
bot-opt-tournament-new-players = Players at each table (by default 4, within the game's range)
bot-opt-tournament-new-pace = How long each player has for a decision in its matches
bot-opt-tournament-new-start = When the sign-up closes by itself, in UTC (e.g. 2026-12-05 20:00)
bot-opt-tournament-new-options = Advanced: game options as JSON, as for /game new
bot-cmd-tournament-withdraw = Play no more rounds of your tournament after this one
bot-cmd-tournament-standings = The standings of this server's latest tournament, for you alone
