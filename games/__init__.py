"""Pure game engines: no I/O, no asyncio, no Discord, no Pillow. `from games import registry`."""

from games.core import registry

__all__ = ["registry"]
