"""French Revolution 1789 (Ikeda Yasutaka, Game Journal #89): 2-5 players, five turns of
auctions, political actions, votes for the régime and battles, 1789-1799."""

from games.core import registry
from games.fr1789.engine import Fr1789

GAME = registry.register(Fr1789())

__all__ = ["GAME", "Fr1789"]
