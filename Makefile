# `make test` and `make run` work from a fresh clone: they create .venv and install what they need.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench images replay lint format clean activity

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m bot

test: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m mypy
	$(PY) -m pytest -q -n auto

bench: $(STAMP)
	$(PY) -m benchmarks

images: $(STAMP)
	$(PY) -m tools.readme_images
	$(PY) -m tools.web_images

# make replay FILE=revolt-match-12.json [STEP=40] [OUT=board.png]: re-run an exported match
replay: $(STAMP)
	$(PY) -m tools.replay $(FILE) $(if $(STEP),--step $(STEP)) $(if $(OUT),--out $(OUT))

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m mypy

format: $(STAMP)
	$(PY) -m ruff format .

# The only target that needs Node (and npm): rebuilds the committed bot/web/static/activity.js
activity:
	npm ci --prefix bot/web/activity && npm run build --prefix bot/web/activity

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
