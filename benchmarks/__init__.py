"""`make bench`: speed and size figures per game, printed as JSON lines (never asserted)."""
