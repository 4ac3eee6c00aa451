# Texts the engine contract itself says (games.core): seats, amounts, options.

core-seat = Player { $n }
core-no-seat = No seat { $seat } at this table: seats are 0 to { $last }.
core-amount-none = No amount is possible now
core-amount-range = { $n } is out of range: choose from { $low } to { $high }
core-amount-step = Amounts go from { $low } in steps of { $step }
core-player-count = { $game } is for { $low } to { $high } players, not { $n }.
core-bad-options = Bad options for { $game }: { $where ->
        [none] { "" }
       *[other] { $where }:{ " " }
    }{ $fault }
# The banner of a board kept as its part of the game ended ("Turn 1").
core-part-over = ■ { $part } is over
core-replay-setup = the match cannot be set up again: { $why }
core-replay-refused = move { $number } ({ $choice }, by { $who }) is refused: { $why }
