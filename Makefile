# The course's commands. `make lab` opens the course, `make test` runs everything CI runs.
# Both create or update the local virtual environment .venv/ first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test quick lint typecheck unit lessons-check book lessons clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[course,test]"
	touch $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter lab lessons/

lint: $(STAMP)
	$(BIN)/ruff check honeymoon widgets tests bench

typecheck: $(STAMP)
	$(BIN)/mypy --strict honeymoon

unit: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider -m "not browser" tests honeymoon widgets --doctest-modules --doctest-glob=README.md README.md

lessons-check: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider --nbval --nbval-current-env \
		--nbval-sanitize-with lessons/sanitize.cfg lessons

book: $(STAMP)
	$(BIN)/jupyter-book build -W -n --keep-going book

# Re-execute every lesson in place after changing the library or the widgets.
lessons: $(STAMP)
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace lessons/*.ipynb

test: lint typecheck unit lessons-check book

clean:
	rm -rf book/_build

quick: lint typecheck unit
