"""French Revolution 1789 (Ikeda Yasutaka, Game Journal #89): component data only, for now.

Not registered: a game joins the registry only when every rule is in. `games.fr1789.data`
holds the validated components the engine will read.
"""
