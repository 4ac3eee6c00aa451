"""Per game, "re-deal what seat S cannot see": the games' own re-dealers (`games/<game>/
sampling.py`, described in games/core/sampling.py), registered in `players.SAMPLERS` because the
strong stand-in's search deals from them too. A registered game without one fails the leak
test, so a new game must add its own."""

from __future__ import annotations

from games.frondeurs.sampling import redeal as frondeurs
from players import SAMPLERS as REDEALERS

__all__ = ["REDEALERS", "frondeurs"]
