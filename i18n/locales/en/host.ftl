# The host's own texts (bot/host): the table's (public, in the match's language), the answers
# to one person (in theirs), and the DMs (in the recipient's).

## Refusals every concern shares
host-moved-on = The game has moved on since that was posted: use the latest board or `/play`.
host-no-match = There is no match in this channel. Start one with `/game new`.
host-elsewhere = That button belongs to a match in another channel: use the ones posted here.
host-busy = Something else changed this match at the same moment: nothing was done. Try again.
host-lobby-closed = That lobby has closed: the match has started or ended.
host-not-started = The match has not started yet: the host presses Start.
host-match-over = That match is over. Start a new one with `/game new`.
host-no-seat = { $name } has no seat in this match.
host-that-player = That player
host-not-playing = You are not playing in this match; you are welcome to watch.

## What people type
host-options-long = The options are too long ({ $n } characters): { $most } at most. Nothing was opened.
# $fault: the JSON parser's own words.
host-options-json = The options are not valid JSON: { $fault } at character { $at }.
host-options-deep = The options are nested too deeply to be options. Nothing was opened.
host-options-object = The options must be a JSON object, like `{"{"}"name": value{"}"}`.

## The lobby
host-unknown-game = I don't know a game called '{ $typed }'. I host: { $known }.
host-options-refused = Those options don't work: { $why } Nothing was opened.
host-options-fail = Those options don't work: { $why }
host-channel-busy = This channel already has a { $game } match. Its host, or anyone with Manage Channel, can end it with `/game abort`; or play in another channel.
host-channel-busy-any = This channel already has a match. Its host, or anyone with Manage Channel, can end it with `/game abort`; or play in another channel.
host-lobby-head = **{ $game }** lobby · { $players } players
host-lobby-options = options `{ $options }`
host-lobby-length = A game lasts { $length }.
host-lobby-rules = New to { $game }? `/rules` explains it, privately.
host-lobby-seats = Seats: { $seats }
host-lobby-no-seats = Seats: none
host-lobby-language = Language of the table: { $language }.
host-lobby-switch = { $mark } **{ $label }**: { $help }
host-lobby-setting = ▸ **{ $label }**: { $value }
host-the-host = The host
host-lobby-how = Press **Join** to take a seat. { $host } presses **Start** (or `/game start`) once { $least } or more are seated, and may first set the pace, turn the options on or off, or fill an empty seat with **Add a bot** (it plays at once) or **Add a strong bot** (it thinks up to a second and a half a move).
host-language-label = Language
# A language as a sentence names it (the menus show each in its own words).
host-language-name-en = English
host-language-name-fr = French
host-language-now = The table now reads { $language }.
host-pace-is = Pace: { $pace }.
host-pace-live = live (10 minutes a decision)
host-pace-daily = daily (about 24 hours a decision)
host-pace-relaxed = relaxed (about 72 hours a decision)
host-pace-none = no clock (nudges and votes by hand only)
host-no-option = { $game } has no option called '{ $typed }'.
host-switch-now = { $label } is now { $state ->
        [on] on
       *[off] off
    }.
host-not-a-value = That is not one of the choices for { $label }.
host-setting-now = { $label }: { $value }.
host-only-host-options = Only the host of the lobby can change its options.
host-seated-in-lobby = You already have a seat in this lobby.
host-table-full = The table is full: { $game } seats at most { $most }.
host-joined = { $name } joined.
host-you-host = You are hosting this lobby: close it with `/game abort` instead.
host-no-seat-in-lobby = You don't have a seat in this lobby.
host-only-host-starts = Only the host, { $host }, can start the match.
host-needs-players = { $game } needs { $players } players and { $n ->
        [one] { $n } is
       *[other] { $n } are
    } seated: wait for more to Join.
host-started = **{ $game }** has started: { $names }.
host-in-thread = The match plays in its own thread: { $room }.
host-again-not-yet = **Play again** opens once the match has finished.
host-again-busy = { $where } has a match already: play again once it is over.
host-again-bots = The stand-in played { $count ->
        [one] { $count } seat
       *[other] { $count } seats
    } last time: **Add a bot** seats it again.
host-again-opened = A new lobby is open in { $where }, with you seated.
host-again-started = The next match after this one has started already.
host-again-seated = You have a seat in the new lobby in { $where }.
host-only-host-bots = Only the host of the lobby can add the stand-in.
host-bot-levels = A bot plays quick or strong.
# The name of a seat the stand-in fills from the lobby.
host-stand-in-name = Stand-in
host-strong-stand-in-name = Strong stand-in
host-stand-in-sits = The stand-in takes a seat.
host-strong-sits = The strong stand-in sits.
host-only-host-pace = Only the host of the lobby can set its pace.
host-abort-question = End this { $game } match for everyone? It cannot be taken back.
host-aborted = The { $game } match was ended by { $name }.
host-over-already = That match is over already.
host-only-host-ends = Only the match's host or someone with Manage Channel can end it.
host-only-host-removes = Only the host of the lobby can remove someone from it.
host-they-have-no-seat = That person has no seat in this lobby.
host-removed = { $name } was removed by the host.
host-kicked = { $name } has no seat now.
host-kick-whom = Name the player to remove, or the seat's number as the lobby lists it (the stand-in's too).
host-no-such-lobby-seat = There is no seat { $seat }: the lobby has { $seats }.

## Play
host-keep-passing = Pass, and keep passing until the end of this turn
host-ambiguous = '{ $typed }' could mean several moves: { $options }. Pick one from the list.
host-not-a-choice = '{ $typed }' is not one of your choices. Nothing was played.
host-name-thinking = { $name } (thinking…)
host-nothing-waiting = Nothing is waiting for a decision.
host-not-your-move = It's not your move: we are waiting for { $waiting }.
host-done = ✅ Done: { $move }.
host-done-already = ✅ Done already: that move counted once.
host-done-already-typed = ✅ Done already: { $move } counted with your earlier command. To make the same move once more, send it again.
host-decided-already = ✅ Already decided: { $news }.
host-illegal = { $why } Nothing was played.
host-has-played = { $name } has played.

## The table
host-thinking = thinking…
host-groups-sep = { "; " }
host-waiting-group = { $who } ({ $ask })
host-waiting = Waiting for { $groups }.
host-waiting-until = Waiting for { $groups }, until { $due }.
host-part-over = **{ $title }** · { $part } · over
host-game-over = **{ $title }** · { $part } · game over
host-moves-in-file = Every move of it ({ $count }) is in the file { $file } below.
host-words-in-file = The table in words is in the file below.
host-since-your-move = Since your last move: { $news }
host-since-the-start = So far: { $news }
host-hand-in = **{ $title }** in { $where }
host-final =
    🏆 { $winners } { $count ->
        [one] wins
       *[other] win
    } { $game } ({ $reason }).
    Final scores: { $scores }
host-replayed = The whole game, replayed:
host-alt-lately = Lately:
host-alt-replay = An animation of the whole game, one picture a move, to the final table.
host-restarted = (Posted after the bot restarted.)
host-dms-closed = { $who } I can't send you your hand by DM: your direct messages are closed. Use `/hand` here to see it privately.

## Seats changing hands
host-seated-already = { $name } already has a seat in this match.
host-takes-seat = { $new } takes { $old }'s seat.
host-resigned-already = You have resigned already: the stand-in plays your seat.
host-resigned = { $name } resigned: the stand-in plays their seat to the end.
host-you-resigned = You resigned from this match: the stand-in plays your seat.
host-seat-yours = Your seat is yours: nobody plays it for you.
host-is-back = { $name } is back and plays again.
host-only-host-replaces = Only the match's host can give a seat to someone else; any player can ask the table with `/game vote`.
host-autoplay-off = Autoplay is off: you make every decision yourself.
host-autoplay-on = Autoplay is on: when you have exactly one legal choice, it is made for you.

## Questions to the table
host-ask-absent = { $name } has not answered in time. What now, { $voters }? The stand-in can play the seat until { $name } comes back, or the match can end with the current standing. Majority of those who answer, by { $due }.
host-ask-replace = Give { $name }'s seat to { $new }? { $voters }. Majority of those who answer, by { $due }.
host-answer-standin = Stand-in plays for now
host-answer-end = End the match
host-answer-wait = Keep waiting
host-answer-yes = Yes, give the seat
host-answer-no = No
host-asked = Asked the table.
host-not-waiting-for-them = The table is not waiting for that player.
host-ask-about-yourself = That is you: `/game away` pauses your clock, `/game resign` leaves your seat to the stand-in.
host-question-open = That question is open already: answer it above.
host-not-an-answer = That is not an answer to this question.
host-question-for-others = This question is for the other players.
host-question-closed = That question is closed: its answer was given. A newer question, if any, has buttons of its own.
host-question-moot = That question no longer stands: it is closed.
host-your-answer = Your answer: { $answer }.
host-nothing-decided = nothing decided
host-decided = Decided: { $answer } ({ $count } answered).
host-closed-moot = Closed without a decision: { $why }
host-stand-in-plays = The stand-in plays for { $name } until they come back: **I'm back** below, or `/game back`.
host-stand-in-has-it = the stand-in plays { $name }'s seat already.
host-has-a-seat = { $name } has a seat in this match already.
host-table-ended = The table ended the { $game } match. Standing when it ended: { $scores }. Ahead: { $leaders }.

## The clock
host-your-move = your move
host-reminder = ⏳ **{ $game }** in { $where } waits for you: { $ask }. You have until { $due }.
host-nearly-up = { $who } ⏰ time is nearly up ({ $due }): { $ask }
host-nobody-awaited = Nobody else is awaited just now.
host-nudged-already = Someone nudged already; the next nudge can go at { $ready }.
host-nudge = 👋 { $who } reminds you: **{ $game }** in { $where } waits for you ({ $ask }).
host-reminded = Reminded { $names } by DM.
host-away-days = Away for 1 to { $most } days.
host-away = { $name } is away until { $back }: their clock is paused till then.
host-paused = Your clock is paused until { $back }.

## Taking a move back
host-reveal-chance = chance decided something (a die rolled, or cards shuffled)
host-reveal-to-you = it showed you something hidden
host-reveal-to = it showed { $whom } something hidden
host-reveal-answers = it was the last of answers given at once (a vote), which were then revealed
host-reveal-after = { $name } played after it, and that move brought something hidden to light
host-nothing-to-take-back = You have no move to take back in this match.
host-acted-since = { $name } has acted since your last move, so it stands: a move can be taken back only until someone else plays.
host-not-your-move-to-take = The last move was { $name }'s: only they can take it back.
host-revealed = Your last move can't be taken back: { $reason }. It stands.
host-took-back-nothing = { $who } took back their last move
host-took-back = { $who } took back: { $news }
host-taken-back = ↩️ Taken back: { $move }.

## Looking back: /game log, board, export, mine, catch-up
host-nothing-yet = No match has played here yet: ask in a match's own thread (or channel), or start one with `/game new`.
host-no-replay = This match's moves no longer replay with this version of the bot (its rules changed since), so I can't rebuild it.
host-no-match-numbered = This server has no match with that number: see `/game history`.
host-no-moves-yet = This channel's match has not started yet: there are no moves to show.
host-closed-unstarted = This channel's last match was closed before it started: no moves.
host-chart-title = { $game } · scores over the game
host-chart-x = moves made
host-chart-y = score
# The right end of a chart's time axis: the end of the match.
host-chart-end = final
host-game-in = **{ $game }** in { $where }
host-mine-line = { $where }: { $ask }
host-mine-head = Waiting for you:
host-mine-none = No match on this server is waiting for you.
host-mine-others = Waiting for someone else: { $matches }
host-log-empty = **{ $game }**: no moves yet.
host-log-head = **{ $game }** · the latest moves, newest last ({ $count } made):
host-catch-up-not-playing = You are not playing in this match: `/game log` shows its moves.
host-catch-up-head = **{ $game }** · since your last move{ $quiet ->
        [True] : nothing has happened.
       *[False] { "" }
    }
host-catch-up-part = **{ $part }**: { $news }
host-log-whole = **{ $game }**: the whole log, { $count } moves, everything public.
host-no-such-move = There is no move { $move } in this match: pick 0 (the start) to { $total } ({ $total ->
        [one] { $total } move
       *[other] { $total } moves
    } so far).
host-at-start = at the start
host-after-move = after move { $n } of { $total }
host-board-head = **{ $game }** { $when } · { $chapter }
host-board-now = **{ $game }** now · { $chapter }
host-details = details
host-export-running = The export holds the match's seed, and with it every hand and the order of the deck, so it is given once the match is over (its host can end it early with `/game abort`).
host-exported = **{ $game }**, { $count } moves. Replay it with `python -m tools.replay { $file }` (`--step N --out board.png` draws the table after move N).

## Records: /stats, /leaderboard (all time or a season), /game history, /season
host-stats-none = **{ $game }**: no finished match yet.
host-stats-line = **{ $game }**: { $played ->
        [one] { $played } match
       *[other] { $played } matches
    } played, { $won } won · rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
host-trend = { " " }({ $arrow } { NUMBER($moved, minimumFractionDigits: 1, maximumFractionDigits: 1) } in the latest match)
host-stats-nothing = { $name } has no finished match on this server yet.
host-stats-head = **{ $name }** on this server
host-rating-title = { $game } · { $name }'s rating
host-rating-x = matches played
host-rating-y = rating
host-leaders-none = No { $game } match has finished on this server yet.
host-leaders-head = 🏅 **{ $game }** on this server, by rating
host-leaders-line = { $rank }. { $who } · { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $played ->
        [one] { $played } match
       *[other] { $played } matches
    }, { $won } won
host-history-pages = There are only { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } of finished matches.
host-history-none = No match has finished on this server yet.
host-history-head = **Finished matches** · page { $page } of { $pages }
host-history-line = • **{ $game }** · { $date } · { $players } · { $winners } { $how ->
        [won] { $count ->
            [one] won
           *[other] won
        }
       *[ahead] ahead when the table ended it
    } · { $where } · `/game export match:{ $match }`
host-history-more = -# More: `/game history page:{ $next }`
host-season-month = this month
host-season-last-month = last month
host-season-named = in the season “{ $name }”
host-season-head = 🏅 **{ $game }** on this server { $season }, by rating · the matches finished from { $starts } until { $ends }, rated on their own
host-season-none = No { $game } match finished on this server { $season } (from { $starts } until { $ends }), so there is no table to show yet. Without `season`, `/leaderboard` shows all time.
host-season-unset = This server has no season. Someone with the **Manage Server** permission can set one with `/season set`; months need nobody: try `season:This month`.
host-season-admins = Only someone with the **Manage Server** permission can set or end this server's season.
host-season-no-name = A season needs a name.
host-season-bad-date = I can't read '{ $typed }' as a date: write it year-month-day, e.g. 2026-12-31.
host-season-backwards = That season would end before it begins: its last day must be its first day or later.
host-season-set = 🏁 This server's season is now **{ $name }**: the matches finished from { $starts } until { $ends }. `/leaderboard` shows its table with `season:The server's season`.
host-season-replaces = It replaces “{ $name }”, whose dates are forgotten (its matches still count everywhere else).
host-season-not-under-way = No season is under way on this server, so there is none to end. `/season set` starts one.
host-season-ended = 🏁 The season **{ $name }** is over: its table counts the matches finished from { $starts } until { $ends }. `/leaderboard` shows it with `season:The server's season` until another season is set.
host-reaction = **{ $game }** in { $where } — a question for you: { $ask } Answer with **Your move** on the board before { $due }; after that, it goes ahead.
host-replay-no-game = this bot has no game called { $game }
host-replay-other-result = the moves end with another result than the one recorded
host-replay-other-state = the moves end in another state than the one recorded

host-hint =
    💡 The strong level would play **{ $move }**. { $why }
    -# Hints are noted on this match's record.
host-hint-why = Played on { $deals } deals of what you cannot see and carried on a little way, it left you { $side ->
        [ahead] { NUMBER($points, maximumFractionDigits: 1) } { $points ->
            [one] point
           *[other] points
        } ahead of
        [level] level with
       *[behind] { NUMBER($points, maximumFractionDigits: 1) } { $points ->
            [one] point
           *[other] points
        } behind
    } your best rival on average, in front in { $ahead } % of them.
host-hint-versus = The next best, **{ $move }**, left you { $side ->
        [ahead] { NUMBER($points, maximumFractionDigits: 1) } ahead
        [level] level
       *[behind] { NUMBER($points, maximumFractionDigits: 1) } behind
    } (in front in { $ahead } %).
host-hint-plain =
    💡 The strong level would play **{ $move }**.
    -# Hints are noted on this match's record.
host-hint-only = You have only one choice here: **{ $move }**.
host-hint-tournament = Hints are off in tournament matches: every table plays on its own.
host-history-hinted = { $name } (💡 { $count })
