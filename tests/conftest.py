"""Settings for the whole suite."""

import i18n

# A text whose key or variable is missing fails the test that says it, instead of being
# logged and said in English as the running bot does.
i18n.set_strict(True)
