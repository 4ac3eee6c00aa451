"""Settings for the whole suite."""

import i18n
from bot.host import play

# A text whose key or variable is missing fails the test that says it, instead of being
# logged and said in English as the running bot does.
i18n.set_strict(True)

# The stand-in's dice: a secret each process draws once (bot/host/play.py); the tests fix it, so
# a game the stand-ins play goes the same way every run and a failure shows again.
play.STAND_IN_SECRET = "tests"
